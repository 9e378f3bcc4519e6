// Word frequency for the search box suggestions.
const STOP_WORDS = ["a", "an", "the", "of", "and", "or", "to", "in"];

function tokenize(text) {
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  return words.filter(function (w) {
    return w.length > 0 && STOP_WORDS.indexOf(w) === -1;
  });
}

function countWords(text) {
  const counts = {};
  const words = tokenize(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    counts[w] = (counts[w] || 0) + 1;
  }
  return counts;
}

function topWords(text, n) {
  const counts = countWords(text);
  let total = 0;
  for (const w in counts) {
    total += counts[w];
  }
  const sorted = Object.keys(counts).sort(function (a, b) {
    return counts[b] - counts[a];
  });
  return { total: total, top: sorted.slice(0, n) };
}

module.exports = { tokenize, countWords, topWords };
