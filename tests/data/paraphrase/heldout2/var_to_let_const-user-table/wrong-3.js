/* Client-side table sorting and filtering for the admin user list. */
(function () {
  'use strict';

  const table = document.querySelector('#users');
  const tbody = table.querySelector('tbody');
  const filterInput = document.querySelector('#user-filter');
  const sortState = { column: null, ascending: true };
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

  function cellValue(row, index) {
    const cell = row.children[index];
    const raw = cell.getAttribute('data-sort') || cell.textContent.trim();
    const num = Number(raw);
    return raw !== '' && !isNaN(num) ? num : raw;
  }

  function sortBy(index) {
    const rows = Array.prototype.slice.call(tbody.rows);
    if (sortState.column === index) {
      sortState.ascending = !sortState.ascending;
    } else {
      sortState.column = index;
      sortState.ascending = true;
    }
    const dir = sortState.ascending ? 1 : -1;
    rows.sort(function (a, b) {
      var x = cellValue(a, index);
      var y = cellValue(b, index);
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return collator.compare(String(x), String(y)) * dir;
    });
    rows.forEach(function (r) { tbody.appendChild(r); });
  }

  function applyFilter() {
    const needle = filterInput.value.toLowerCase();
    let shown = 0;
    for (let i = 0; i < tbody.rows.length; i++) {
      const row = tbody.rows[i];
      const match = needle == '' || row.textContent.toLowerCase().indexOf(needle) !== -1;
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
