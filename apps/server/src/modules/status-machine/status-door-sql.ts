/**
 * The door the triggers open for the status machine: a transaction-local setting (migrations 0007
 * and 0017 refuse any other writer of a document's route status). Nothing outside the status
 * machine names the setting.
 *
 * Part of the machine's use-case API, not a repository detail leaking out: a raw SQL script (the
 * benchmark seed, scripts/bench/seed-sql.ts) makes documents in the statuses the machine would have
 * moved them to and must open the door the same way, in SQL. So the statement text lives here, in
 * a file without imports that the machine's repository and the face both take it from.
 */
export const openStatusDoorSql = "select set_config('docvue.status_machine', 'on', true)";
export const closeStatusDoorSql = "select set_config('docvue.status_machine', '', true)";
