from lib import case
S = "api_url = https://test.lindenhof-ortho.de/v1\n"
N = "api_url = https://staging-api.lindenhof-ortho.de/v2\n"
case("change_url-ini-appointment-sync", "sync.ini", "change_url", "ini", [
    ("terse", "[staging] api_url -> https://staging-api.lindenhof-ortho.de/v2"),
    ("polite", "Could you point the staging api_url at https://staging-api.lindenhof-ortho.de/v2? Only the staging section, please; production and dev stay as they are."),
    ("declarative", "Staging talks to https://staging-api.lindenhof-ortho.de/v2 now."),
    ("other", "the lab moved their test system: staging api_url = https://staging-api.lindenhof-ortho.de/v2 (staging only!)"),
    ("other", "Cambia l'api_url della sezione [staging] in https://staging-api.lindenhof-ortho.de/v2, solo lì."),
], [
    ("right", "api_url in [staging] replaced by the new URL; production and dev unchanged", [(S, N, 1)]),
    ("wrong", "all three sections' api_url set to the staging URL, production and dev included",
     [(S, N, 1), ("api_url = https://api.lindenhof-ortho.de/v2\n", N, 1), ("api_url = http://localhost:8000/v1\n", N, 1)]),
    ("wrong", "the dev section's api_url was changed instead of staging's",
     [("api_url = http://localhost:8000/v1\n", N, 1)]),
    ("wrong", "host changed but the path kept /v1: https://staging-api.lindenhof-ortho.de/v1",
     [(S, "api_url = https://staging-api.lindenhof-ortho.de/v1\n", 1)]),
    ("wrong", "staging api_url changed, but staging's retries = 1 override was deleted (it now inherits 3 from DEFAULT)",
     [(S, N, 1), ("sync_every_min = 30\nretries = 1\n", "sync_every_min = 30\n", 1)]),
    ("wrong", "a second [staging] section with the new api_url was appended instead of editing the first: configparser raises DuplicateSectionError",
     [(lambda s: s + "\n[staging]\n" + N)]),
])
