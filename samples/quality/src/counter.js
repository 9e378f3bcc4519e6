// Word frequency for the search box suggestions.
var STOP_WORDS = ["a", "an", "the", "of", "and", "or", "to", "in"];

function tokenize(text) {
  var words = text.toLowerCase().split(/[^a-z0-9]+/);
  return words.filter(function (w) {
    return w.length > 0 && STOP_WORDS.indexOf(w) === -1;
  });
}

function countWords(text) {
  var counts = {};
  var words = tokenize(text);
  for (var i = 0; i < words.length; i++) {
    var w = words[i];
    counts[w] = (counts[w] || 0) + 1;
  }
  return counts;
}

function topWords(text, n) {
  var counts = countWords(text);
  var total = 0;
  for (var w in counts) {
    total += counts[w];
  }
  var sorted = Object.keys(counts).sort(function (a, b) {
    return counts[b] - counts[a];
  });
  return { total: total, top: sorted.slice(0, n) };
}

module.exports = { tokenize, countWords, topWords };
