from lib import E, case

ORIG = '''{
  "name": "@gantry/patch-editor",
  "version": "2.3.9",
  "private": true,
  "description": "Browser patch editor for the Gantry Street lighting desk",
  "main": "dist/index.js",
  "scripts": {
    "build": "vite build",
    "dev": "vite --port 5174",
    "test": "vitest run",
    "lint": "eslint src --max-warnings 0"
  },
  "dependencies": {
    "@gantry/dmx-core": "^2.3.9",
    "@gantry/fixture-library": "^1.12.0",
    "react": "^18.2.0",
    "react-dom": "^18.2.0",
    "zustand": "^4.5.2"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "^4.2.1",
    "eslint": "^8.57.0",
    "typescript": "^5.4.5",
    "vite": "^5.2.11",
    "vitest": "^1.6.0"
  },
  "engines": {
    "node": ">=18.17"
  }
}
'''

V = E('"version": "2.3.9"', '"version": "2.4.0"')

case(
    "bump_version-json-patch-editor", "package.json", "bump_version", "json", ORIG,
    [
        ("terse", "bump minor: 2.3.9 -> 2.4.0"),
        ("polite", "Could you bump the package version to 2.4.0 for the release? Only the package's own version, please: the @gantry/dmx-core dependency stays at ^2.3.9."),
        ("declarative", "The patch editor's version is 2.4.0 now."),
        ("other", "release time! version → 2.4.0 (just ours, not the deps)"),
    ],
    [
        ("right-1.json", "right", "version 2.4.0; dependencies unchanged", [V]),
        ("wrong-1.json", "wrong", "the @gantry/dmx-core dependency range was bumped to ^2.4.0 too",
         [V, E('"@gantry/dmx-core": "^2.3.9"', '"@gantry/dmx-core": "^2.4.0"')]),
        ("wrong-2.json", "wrong", "version set to 2.3.10, a patch bump, not 2.4.0",
         [E('"version": "2.3.9"', '"version": "2.3.10"')]),
        ("wrong-3.json", "wrong", "only the dependency was bumped; the package version is still 2.3.9",
         [E('"@gantry/dmx-core": "^2.3.9"', '"@gantry/dmx-core": "^2.4.0"')]),
        ("wrong-4.json", "wrong", "version bumped, but a trailing comma after the last engines entry makes the JSON invalid",
         [V, E('"node": ">=18.17"\n', '"node": ">=18.17",\n')], "broken"),
    ],
)
