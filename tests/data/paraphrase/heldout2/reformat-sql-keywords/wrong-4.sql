-- monthly revenue per plan, for the finance dashboard
-- params: :month_start (date)

WITH active AS (
    SELECT s.id, s.account_id, s.plan_id, s.started_at, s.cancelled_at
    FROM subscriptions s
    WHERE s.status IN ('active', 'past_due')
      AND s.started_at < :month_start + INTERVAL '1 month'
      AND (s.cancelled_at IS NULL OR s.cancelled_at >= :month_start)
),
invoiced AS (
    SELECT i.subscription_id,
           SUM(i.amount_cents) FILTER (WHERE i.kind = 'charge') AS charged,
           SUM(i.amount_cents) FILTER (WHERE i.kind = 'refund') AS refunded
    FROM invoices i
    WHERE i.issued_at >= :month_start
      AND i.issued_at < :month_start + INTERVAL '1 month'
    GROUP BY i.subscription_id
)
SELECT p.name AS plan,
       COUNT(DISTINCT a.account_id) AS accounts,
       COALESCE(SUM(v.charged), 0) / 100.0 AS gross,
       COALESCE(SUM(v.refunded), 0) / 100.0 AS refunds,
       (COALESCE(SUM(v.charged), 0) - COALESCE(SUM(v.refunded), 0)) / 100.0 AS net,
       ROUND(AVG(EXTRACT(DAY FROM COALESCE(a.cancelled_at, NOW()) - a.started_at))) AS avg_age_days
FROM active a
JOIN plans p ON p.id = a.plan_id
LEFT JOIN invoiced v ON v.subscription_id = a.id
WHERE p.name NOT LIKE 'internal%'
GROUP BY p.name
HAVING COUNT(DISTINCT a.account_id) >= 0
ORDER BY net DESC, plan ASC
LIMIT 50;
