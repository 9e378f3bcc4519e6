'use strict';

const DEFAULT_PAGE_SIZE = 50;

/**
 * Fetch one page of audit events.
 * @param {string} baseUrl
 * @param {number} page
 * @param {number} [pageSize=DEFAULT_PAGE_SIZE]
 */
async function fetchEvents(baseUrl, page, pageSize = DEFAULT_PAGE_SIZE) {
  const url = `${baseUrl}/events?page=${page}&size=${pageSize}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`events: HTTP ${res.status}`);
  return res.json();
}

/**
 * Fetch one page of users.
 * @param {string} baseUrl
 * @param {number} page
 */
async function fetchUsers(baseUrl, page) {
  const url = `${baseUrl}/users?page=${page}&size=${DEFAULT_PAGE_SIZE}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`users: HTTP ${res.status}`);
  return res.json();
}

async function allEvents(baseUrl) {
  const out = [];
  for (let page = 1; ; page++) {
    const batch = await fetchEvents(baseUrl, page);
    if (batch.length === 0) break;
    out.push(...batch);
  }
  return out;
}

module.exports = { fetchEvents, fetchUsers, allEvents };
