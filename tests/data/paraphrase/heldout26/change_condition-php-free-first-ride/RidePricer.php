<?php

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
