"use strict";

const DEFAULT_HEADERS = { Accept: "application/json" };

class ApiError extends Error {
  constructor(status, url, body) {
    super(`GET ${url} failed with ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function getJson(url, token) {
  const res = await fetch(url, { headers: { ...DEFAULT_HEADERS, Authorization: `Bearer ${token}` } });
  if (!res.ok) {
    throw new ApiError(res.status, url, await res.text());
  }
  return res.json();
}

/**
 * Fetch one page of open issues for a repository.
 * @param {string} repo owner/name
 * @param {number} page 1-based page number
 * @param {string} token API token
 * @param {number} [perPage=50] issues per page
 */
async function fetchIssuePage(repo, page, token, perPage = 50) {
  const url = `https://api.example.dev/repos/${repo}/issues?page=${page}&state=open&per_page=${perPage}`;
  const body = await getJson(url, token);
  return { items: body.items, hasMore: Boolean(body.next) };
}

/**
 * Fetch one page of open pull requests; same paging as issues.
 */
async function fetchPullPage(repo, page, token) {
  const url = `https://api.example.dev/repos/${repo}/pulls?page=${page}&state=open`;
  const body = await getJson(url, token);
  return { items: body.items, hasMore: Boolean(body.next) };
}

async function fetchAllIssues(repo, token) {
  const all = [];
  for (let page = 1; ; page++) {
    const { items, hasMore } = await fetchIssuePage(repo, page, token);
    all.push(...items);
    if (!hasMore) return all;
  }
}

module.exports = { ApiError, fetchIssuePage, fetchPullPage, fetchAllIssues };
