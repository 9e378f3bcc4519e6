from lib import case
D = '''    "leaflet": "^1.9.4",
    "date-fns": "^3.6.0",
    "vue": "^3.4.27",
    "photoswipe": "^5.4.3",
    "vue-router": "^4.3.2",
    "dompurify": "^3.1.5",
    "marked": "^12.0.2"
'''
S = '''    "date-fns": "^3.6.0",
    "dompurify": "^3.1.5",
    "leaflet": "^1.9.4",
    "marked": "^12.0.2",
    "photoswipe": "^5.4.3",
    "vue": "^3.4.27",
    "vue-router": "^4.3.2"
'''
DV = '''    "vite": "^5.2.11",
    "@vitejs/plugin-vue": "^5.0.4",
    "vitest": "^1.6.0",
    "eslint": "^8.57.0"
'''
DVS = '''    "@vitejs/plugin-vue": "^5.0.4",
    "eslint": "^8.57.0",
    "vite": "^5.2.11",
    "vitest": "^1.6.0"
'''
case("sort_keys-json-club-website", "package.json", "sort_keys", "json", [
    ("terse", "sort dependencies a-z"),
    ("polite", "Could you sort the entries of \"dependencies\" alphabetically? Please leave devDependencies in their current order and keep every version exactly as it is."),
    ("declarative", "The dependencies object should be in alphabetical order; nothing else changes."),
    ("other", "Sortiere die dependencies alphabetisch (nur dependencies, nicht devDependencies)."),
], [
    ("right", "the seven dependencies in alphabetical order with unchanged versions; devDependencies untouched", [(D, S, 1)]),
    ("wrong", "devDependencies were sorted as well", [(D, S, 1), (DV, DVS, 1)]),
    ("wrong", "marked was lost while sorting: six dependencies left",
     [(D, S.replace('    "marked": "^12.0.2",\n', ""), 1)]),
    ("wrong", "nearly sorted: dompurify comes before date-fns",
     [(D, S.replace('    "date-fns": "^3.6.0",\n    "dompurify": "^3.1.5",\n', '    "dompurify": "^3.1.5",\n    "date-fns": "^3.6.0",\n'), 1)]),
    ("wrong", "sorted, but photoswipe's version changed from ^5.4.3 to ^5.4.4",
     [(D, S.replace("^5.4.3", "^5.4.4"), 1)]),
    ("wrong", "sorted, but the new last entry (vue-router) kept the comma it had before sorting: invalid JSON",
     [(D, S.replace('"^4.3.2"\n', '"^4.3.2",\n'), 1)]),
])
