import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

/*
 * Settings that used to start and then fail silently are refused at start (issue 46.4), with a
 * message naming the setting to add; main.ts prints it and exits with 2. The combinations the
 * README documents still start.
 */
const pooler = 'postgres://app@pgbouncer:6432/docvue';
const server = 'postgres://app@db:5432/docvue';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('start-time refusals', () => {
  it('refuses a pooler in transaction mode without the direct address of the server', () => {
    const message = refusal({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' });
    expect(message).toContain('DATABASE_DIRECT_URL: is required when DATABASE_POOL_MODE is transaction');
    expect(message).toContain('LISTEN');
  });

  it('refuses a direct address that is the pooler itself', () => {
    const message = refusal({
      DATABASE_URL: pooler,
      DATABASE_DIRECT_URL: pooler,
      DATABASE_POOL_MODE: 'transaction',
    });
    expect(message).toContain('DATABASE_DIRECT_URL: must be the PostgreSQL server itself');
  });

  it.each(['api', 'worker'])('refuses PROCESS_ROLE=%s with files in a folder not said to be shared', (role) => {
    const message = refusal({ PROCESS_ROLE: role, DATABASE_URL: server, DATA_DIR: '/srv/docvue' });
    expect(message).toContain(`STORAGE_URL: is required when PROCESS_ROLE is ${role}`);
    expect(message).toContain('DATA_DIR_SHARED=true');
  });

  it('refuses a value of DATA_DIR_SHARED other than true or false', () => {
    expect(refusal({ DATA_DIR_SHARED: 'yes' })).toContain('DATA_DIR_SHARED');
  });
});

describe('combinations that still start', () => {
  it('one process, embedded or on a server, in session mode', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ DATABASE_URL: server }).database.poolMode).toBe('session');
    // Without a server the pool mode has no pooler to describe: nothing to refuse.
    expect(loadConfig({ DATABASE_POOL_MODE: 'transaction' }).database.directUrl).toBeUndefined();
  });

  it('a pooler in transaction mode with the server as the direct address', () => {
    expect(
      loadConfig({ DATABASE_URL: pooler, DATABASE_DIRECT_URL: server, DATABASE_POOL_MODE: 'transaction' }).database,
    ).toEqual({ directUrl: server, poolMode: 'transaction', poolSize: 10 });
  });

  it('a fleet with files in a bucket (deploy/compose.yaml), or in one shared folder (README, one machine)', () => {
    for (const role of ['api', 'worker'] as const) {
      expect(loadConfig({ PROCESS_ROLE: role, DATABASE_URL: server, STORAGE_URL: 's3://docvue/files' }).role).toBe(
        role,
      );
      expect(
        loadConfig({ PROCESS_ROLE: role, DATABASE_URL: server, DATA_DIR: '/srv/docvue', DATA_DIR_SHARED: 'true' }).role,
      ).toBe(role);
    }
  });
});
