"use strict";

// Slug helpers shared by the blog and the shop.

const MAX_LEN = 80;

function slugify(text) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_LEN);
}

function uniqueSlug(text, taken) {
  const base = slugify(text);
  let slug = base;
  let n = 2;
  while (taken.has(slug)) {
    slug = `${base}-${n}`;
    n += 1;
  }
  return slug;
}

function isSlug(value) {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= MAX_LEN;
}

module.exports = {
  slugify,
  uniqueSlug,
  isSlug,
};
