import json
import logging
from urllib.request import Request, urlopen

log = logging.getLogger(__name__)
API = "https://api.example.com/v1"


def build_request(path, token=None):
    headers = {"Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return Request(f"{API}/{path.lstrip('/')}", headers=headers)


def fetch(path, token=None):
    request = build_request(path, token)
    log.debug("GET %s", request.full_url)
    with urlopen(request) as response:
        return json.load(response)


def fetch_all(path, token=None):
    items, page = [], 1
    while True:
        data = fetch(f"{path}?page={page}", token)
        items.extend(data["items"])
        if not data.get("next"):
            return items
        page += 1
