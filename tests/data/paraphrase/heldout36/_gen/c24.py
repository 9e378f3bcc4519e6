import json
from lib import case
j = '''{
  "cave": "combe-noire",
  "vaults": {
    "vault-a": {"target_rh": 95, "target_temp_c": 11, "shelves": 14},
    "vault-b": {"target_rh": 94, "target_temp_c": 12, "shelves": 10},
    "washing-room": {"target_rh": 97, "target_temp_c": 13, "shelves": 6}
  },
  "sensors": {
    "poll_seconds": 300,
    "timeout_ms": 1500,
    "alarm_after_missed": 3
  },
  "misting": {
    "burst_ms": 1500,
    "min_gap_seconds": 120,
    "night_mode": {"start": "22:00", "end": "06:00", "burst_ms": 800}
  },
  "alerts": {
    "sms": ["+44 7700 900311", "+44 7700 900872"],
    "email": "affineur@combenoire.example",
    "quiet_hours": {"start": "22:00", "end": "06:00"}
  },
  "legacy_modbus": {
    "port": "/dev/ttyUSB0",
    "baud": 9600,
    "unit_ids": [1, 2, 3]
  },
  "dashboard": {"port": 8088, "refresh_seconds": 30}
}
'''
LM = '''  "legacy_modbus": {
    "port": "/dev/ttyUSB0",
    "baud": 9600,
    "unit_ids": [1, 2, 3]
  },
'''
case("remove_key-json-cave-config", "cavectl.json", "remove_key", "json", j, [
    ("terse", "drop legacy_modbus"),
    ("polite", "Could you remove the whole legacy_modbus section from the controller config? We moved every sensor to I2C. Please leave the rest of the file and its formatting as it is."),
    ("declarative", "cavectl.json should no longer contain a legacy_modbus block; every other setting stays unchanged."),
    ("other", "the old modbus gateway went in the skip last week, take its config out (legacy_modbus)"),
    ("other", "Elimina la sección legacy_modbus del JSON y deja todo lo demás igual."),
], [
    dict(label="right", why="legacy_modbus object removed; the JSON stays valid and every other key is unchanged", edits=[(LM, "")]),
    dict(label="wrong", why="legacy_modbus removed along with the dashboard block after it",
         edits=[(LM + '  "dashboard": {"port": 8088, "refresh_seconds": 30}\n', ""), ('    "quiet_hours": {"start": "22:00", "end": "06:00"}\n  },\n', '    "quiet_hours": {"start": "22:00", "end": "06:00"}\n  }\n')]),
    dict(label="wrong", why="only the contents were removed: an empty \"legacy_modbus\": {} remains", edits=[(LM, '  "legacy_modbus": {},\n')]),
    dict(label="wrong", why="legacy_modbus removed, but the dashboard port changed from 8088 to 8080",
         edits=[(LM, ""), ('"dashboard": {"port": 8088,', '"dashboard": {"port": 8080,')]),
    dict(label="wrong", why="legacy_modbus removed and the comma after the alerts block dropped as well: invalid JSON", breaks=True,
         edits=[(LM, ""), ('    "quiet_hours": {"start": "22:00", "end": "06:00"}\n  },\n', '    "quiet_hours": {"start": "22:00", "end": "06:00"}\n  }\n')]),
])

tj = '''{
  "name": "kestrel-rota-ui",
  "version": "2.4.1",
  "private": true,
  "scripts": {
    "test": "vitest run",
    "lint": "eslint src",
    "dev": "vite --port 5174",
    "build": "vite build",
    "preview": "vite preview"
  },
  "dependencies": {
    "react": "^18.3.1",
    "date-fns": "^3.6.0",
    "zustand": "^4.5.2",
    "react-dom": "^18.3.1",
    "@tanstack/react-query": "^5.51.1",
    "clsx": "^2.1.1"
  },
  "devDependencies": {
    "vitest": "^2.0.4",
    "eslint": "^9.8.0",
    "vite": "^5.3.5",
    "@vitejs/plugin-react": "^4.3.1",
    "typescript": "^5.5.4"
  }
}
'''
DEPS_OLD = '''    "react": "^18.3.1",
    "date-fns": "^3.6.0",
    "zustand": "^4.5.2",
    "react-dom": "^18.3.1",
    "@tanstack/react-query": "^5.51.1",
    "clsx": "^2.1.1"
'''
DEPS_NEW = '''    "@tanstack/react-query": "^5.51.1",
    "clsx": "^2.1.1",
    "date-fns": "^3.6.0",
    "react": "^18.3.1",
    "react-dom": "^18.3.1",
    "zustand": "^4.5.2"
'''
DEV_OLD = '''    "vitest": "^2.0.4",
    "eslint": "^9.8.0",
    "vite": "^5.3.5",
    "@vitejs/plugin-react": "^4.3.1",
    "typescript": "^5.5.4"
'''
DEV_NEW = '''    "@vitejs/plugin-react": "^4.3.1",
    "eslint": "^9.8.0",
    "typescript": "^5.5.4",
    "vite": "^5.3.5",
    "vitest": "^2.0.4"
'''
case("sort_keys-json-package-deps", "package.json", "sort_keys", "json", tj, [
    ("terse", "sort dependencies + devDependencies alphabetically"),
    ("polite", "Could you sort the entries of dependencies and devDependencies alphabetically, the way npm writes them? Please leave scripts in their current order."),
    ("declarative", "Both dependency maps in package.json should be in alphabetical order; the scripts block keeps its hand-chosen order."),
    ("other", "someone hand-edited the deps and they're all over the place. alphabetise dependencies and devDependencies, only those two"),
    ("other", "dependencies と devDependencies のキーをアルファベット順に並べ替えてください。scripts の順番はそのままで。"),
], [
    dict(label="right", why="both maps sorted in npm's order (scoped @ packages first); versions unchanged; scripts untouched", edits=[(DEPS_OLD, DEPS_NEW), (DEV_OLD, DEV_NEW)]),
    dict(label="wrong", why="only dependencies sorted; devDependencies left in the old order", edits=[(DEPS_OLD, DEPS_NEW)]),
    dict(label="wrong", why="scripts block sorted as well, which the instruction said to keep",
         edits=[(DEPS_OLD, DEPS_NEW), (DEV_OLD, DEV_NEW),
                ('    "test": "vitest run",\n    "lint": "eslint src",\n    "dev": "vite --port 5174",\n    "build": "vite build",\n    "preview": "vite preview"\n',
                 '    "build": "vite build",\n    "dev": "vite --port 5174",\n    "lint": "eslint src",\n    "preview": "vite preview",\n    "test": "vitest run"\n')]),
    dict(label="wrong", why="sorted, but react-dom's version was swapped with react-query's while moving lines (react-dom ^5.51.1)",
         edits=[(DEPS_OLD, DEPS_NEW.replace('    "react-dom": "^18.3.1",', '    "react-dom": "^5.51.1",').replace('    "@tanstack/react-query": "^5.51.1",', '    "@tanstack/react-query": "^18.3.1",')), (DEV_OLD, DEV_NEW)]),
    dict(label="wrong", why="sorted, but zustand was dropped from dependencies",
         edits=[(DEPS_OLD, DEPS_NEW.replace('    "react-dom": "^18.3.1",\n    "zustand": "^4.5.2"\n', '    "react-dom": "^18.3.1"\n')), (DEV_OLD, DEV_NEW)]),
])
