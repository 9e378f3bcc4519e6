"""Monthly revenue report straight from the warehouse (2-space indentation, to be fixed)."""

import sqlite3

QUERY = """
SELECT region,
  SUM(amount) AS revenue,
  COUNT(*) AS orders
FROM sales
WHERE month = ?
GROUP BY region
"""


class RevenueReport:
  def __init__(self, db_path, month):
    self.db_path = db_path
    self.month = month

  def rows(self):
    with sqlite3.connect(self.db_path) as conn:
      cursor = conn.execute(QUERY, (self.month,))
      return [
        {"region": region, "revenue": revenue, "orders": orders}
        for region, revenue, orders in cursor.fetchall()
      ]

  def render(self):
    lines = [f"Revenue for {self.month}"]
    for row in sorted(self.rows(), key=lambda r: -r["revenue"]):
      if row["orders"] == 0:
        continue
      lines.append(
        "  {region:<12} {revenue:>10.2f} ({orders} orders)".format(**row)
      )
    return "\n".join(lines)


def main(argv):
  if len(argv) != 3:
    raise SystemExit("usage: report_sql.py DB MONTH")
  print(RevenueReport(argv[1], argv[2]).render())
