/* Client-side table sorting and filtering for the admin user list. */
(function () {
  'use strict';

  var table = document.querySelector('#users');
  var tbody = table.querySelector('tbody');
  var filterInput = document.querySelector('#user-filter');
  var sortState = { column: null, ascending: true };
  var collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

  function cellValue(row, index) {
    var cell = row.children[index];
    var raw = cell.getAttribute('data-sort') || cell.textContent.trim();
    var num = Number(raw);
    return raw !== '' && !isNaN(num) ? num : raw;
  }

  function sortBy(index) {
    var rows = Array.prototype.slice.call(tbody.rows);
    if (sortState.column === index) {
      sortState.ascending = !sortState.ascending;
    } else {
      sortState.column = index;
      sortState.ascending = true;
    }
    var dir = sortState.ascending ? 1 : -1;
    rows.sort(function (a, b) {
      var x = cellValue(a, index);
      var y = cellValue(b, index);
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return collator.compare(String(x), String(y)) * dir;
    });
    rows.forEach(function (r) { tbody.appendChild(r); });
  }

  function applyFilter() {
    var needle = filterInput.value.toLowerCase();
    var shown = 0;
    for (var i = 0; i < tbody.rows.length; i++) {
      var row = tbody.rows[i];
      var match = needle == '' || row.textContent.toLowerCase().indexOf(needle) !== -1;
      row.hidden = !match;
      if (match) shown++;
    }
    document.querySelector('#user-count').textContent = shown + ' users';
  }

  table.querySelectorAll('th').forEach(function (th, index) {
    th.addEventListener('click', function () { sortBy(index); });
  });
  filterInput.addEventListener('input', applyFilter);
})();
