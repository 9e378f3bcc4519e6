from lib import E, case

ORIG = r'''<?php

declare(strict_types=1);

namespace Harbourline\Billing;

final class Member
{
    public function __construct(
        public readonly string $id,
        public readonly string $plan,        // "payg", "monthly" or "annual"
        public readonly int $age,
        public readonly bool $studentCard,
        public readonly int $ridesThisMonth,
    ) {
    }

    public function isSenior(): bool
    {
        return $this->age >= 65;
    }

    public function isStudent(): bool
    {
        return $this->studentCard && $this->age < 30;
    }
}

final class RidePricer
{
    private const UNLOCK_CENTS = 100;
    private const PER_MINUTE_CENTS = 15;
    private const FREE_MINUTES_MEMBER = 45;

    public function price(Member $member, int $minutes): int
    {
        if ($member->ridesThisMonth === 0 && $member->isSenior()) {
            return 0; // first ride of the month is on us
        }

        $billable = $minutes;
        if ($member->plan !== 'payg') {
            $billable = max(0, $minutes - self::FREE_MINUTES_MEMBER);
        }

        $cents = $billable * self::PER_MINUTE_CENTS;
        if ($member->plan === 'payg') {
            $cents += self::UNLOCK_CENTS;
        }
        return $cents;
    }

    public function monthlyFee(Member $member): int
    {
        if ($member->plan === 'payg') {
            return 0;
        }
        $fee = $member->plan === 'annual' ? 2400 : 2900;
        if ($member->isSenior()) {
            $fee = intdiv($fee, 2);
        }
        return $fee;
    }
}
'''

OLD = "        if ($member->ridesThisMonth === 0 && $member->isSenior()) {"

case(
    "change_condition-php-free-first-ride", "RidePricer.php", "change_condition", "php", ORIG,
    [
        ("terse", "free first ride: seniors OR students (price() only)"),
        ("polite", "Could you extend the free-first-ride rule in RidePricer::price so that students get it too, not only seniors? It should still apply only to the first ride of the month, and the monthly fee discount should stay seniors-only."),
        ("declarative", "In price(), a member's first ride of the month is free if they are a senior or a student; monthlyFee is unchanged."),
        ("other", "the uni deal is live: students also get the first ride of each month free. just the price() rule, don't give them the half-price fee"),
        ("other", "In price(): erste Fahrt im Monat gratis für Senioren UND Studierende (also oder). monthlyFee nicht anfassen."),
    ],
    [
        ("right-1.php", "right", "condition is first ride && (senior || student); monthlyFee unchanged",
         [E(OLD, "        if ($member->ridesThisMonth === 0 && ($member->isSenior() || $member->isStudent())) {")]),
        ("right-2.php", "right", "eligibility pulled into a local $discounted = senior || student, used in the unchanged first-ride check",
         [E(OLD, "        $discounted = $member->isSenior() || $member->isStudent();\n        if ($member->ridesThisMonth === 0 && $discounted) {")]),
        ("wrong-1.php", "wrong", "missing parentheses: ridesThisMonth === 0 && isSenior() || isStudent() makes every student ride free",
         [E(OLD, "        if ($member->ridesThisMonth === 0 && $member->isSenior() || $member->isStudent()) {")]),
        ("wrong-2.php", "wrong", "uses && between senior and student, so almost nobody qualifies",
         [E(OLD, "        if ($member->ridesThisMonth === 0 && $member->isSenior() && $member->isStudent()) {")]),
        ("wrong-3.php", "wrong", "price() updated, but students were also given the half-price monthly fee",
         [E(OLD, "        if ($member->ridesThisMonth === 0 && ($member->isSenior() || $member->isStudent())) {"),
          E("        if ($member->isSenior()) {\n            $fee = intdiv", "        if ($member->isSenior() || $member->isStudent()) {\n            $fee = intdiv")]),
        ("wrong-4.php", "wrong", "isStudent used as a property ($member->isStudent), which is undefined and never true",
         [E(OLD, "        if ($member->ridesThisMonth === 0 && ($member->isSenior() || $member->isStudent)) {")]),
    ],
)
