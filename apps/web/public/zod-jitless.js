// Runs before the app's modules. zod compiles fast object parsers with `new Function`, probing for
// it as each schema is created; the page's Content-Security-Policy refuses that and reports every
// attempt. zod reads this setting from here (its global configuration) at that moment, which an
// import inside the app's bundle would be too late for; its plain parsers are fast enough for us.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
