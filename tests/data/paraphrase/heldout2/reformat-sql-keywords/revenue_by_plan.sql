-- monthly revenue per plan, for the finance dashboard
-- params: :month_start (date)

with active as (
    select s.id, s.account_id, s.plan_id, s.started_at, s.cancelled_at
    from subscriptions s
    where s.status in ('active', 'past_due')
      and s.started_at < :month_start + interval '1 month'
      and (s.cancelled_at is null or s.cancelled_at >= :month_start)
),
invoiced as (
    select i.subscription_id,
           sum(i.amount_cents) filter (where i.kind = 'charge') as charged,
           sum(i.amount_cents) filter (where i.kind = 'refund') as refunded
    from invoices i
    where i.issued_at >= :month_start
      and i.issued_at < :month_start + interval '1 month'
    group by i.subscription_id
)
select p.name as plan,
       count(distinct a.account_id) as accounts,
       coalesce(sum(v.charged), 0) / 100.0 as gross,
       coalesce(sum(v.refunded), 0) / 100.0 as refunds,
       (coalesce(sum(v.charged), 0) - coalesce(sum(v.refunded), 0)) / 100.0 as net,
       round(avg(extract(day from coalesce(a.cancelled_at, now()) - a.started_at))) as avg_age_days
from active a
join plans p on p.id = a.plan_id
left join invoiced v on v.subscription_id = a.id
where p.name not like 'internal%'
group by p.name
having count(distinct a.account_id) > 0
order by net desc, plan asc
limit 50;
