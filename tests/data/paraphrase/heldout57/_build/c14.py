from lib import case

ORIG25 = r'''
<?php

declare(strict_types=1);

namespace Hallam\Loans;

final class LoanRequestValidator
{
    private const MAX_MONTHS = 12;
    private const MIN_NOTICE_DAYS = 42;

    /** @var string[] */
    private array $errors = [];

    public function validate(array $request, \DateTimeImmutable $today): bool
    {
        $this->errors = [];

        if (empty($request['institution'])) {
            $this->errors[] = 'Borrowing institution is required.';
        }
        if (empty($request['specimens']) || !is_array($request['specimens'])) {
            $this->errors[] = 'At least one specimen number is required.';
        }

        $months = (int)($request['months'] ?? 0);
        if ($months < 1) {
            $this->errors[] = 'Loan period must be at least one month.';
        } elseif ($months > self::MAX_MONTHS) {
            $this->errors[] = 'Loan period too long.';
        }

        $start = \DateTimeImmutable::createFromFormat('Y-m-d', (string)($request['start'] ?? ''));
        if ($start === false) {
            $this->errors[] = 'Start date must be YYYY-MM-DD.';
        } elseif ($today->diff($start)->days < self::MIN_NOTICE_DAYS || $start < $today) {
            $this->errors[] = 'Loan requests need six weeks notice.';
        }

        if (!empty($request['courier']) && empty($request['courier_name'])) {
            $this->errors[] = 'Name the courier accompanying the specimens.';
        }

        return $this->errors === [];
    }

    /** @return string[] */
    public function errors(): array
    {
        return $this->errors;
    }
}
'''
OLD = "            $this->errors[] = 'Loan period too long.';"
NEW = "            $this->errors[] = sprintf('Loan period cannot exceed %d months (requested %d).', self::MAX_MONTHS, $months);"
case("error_message-php-loan-request", "LoanRequestValidator.php", "error_message", "php", ORIG25,
     [("terse", "'Loan period too long.' -> 'Loan period cannot exceed 12 months (requested N).' using MAX_MONTHS and $months"),
      ("polite", "Could you make the 'Loan period too long.' error more helpful? It should read 'Loan period cannot exceed 12 months (requested N).' with the 12 taken from MAX_MONTHS and N the requested months. The other messages stay as they are."),
      ("declarative", "When the requested loan is longer than MAX_MONTHS, the error should say 'Loan period cannot exceed 12 months (requested N).', filling in MAX_MONTHS and the requested number."),
      ("other", "borrowers keep emailing what 'too long' means. message should be: Loan period cannot exceed <MAX_MONTHS> months (requested <months>)."),
      ("other", "Cambia il messaggio 'Loan period too long.' in 'Loan period cannot exceed 12 months (requested N).', con 12 da MAX_MONTHS e N dai mesi richiesti.")],
     [("right", "message built with sprintf from MAX_MONTHS and $months", [(OLD, NEW, 1)]),
      ("right", "message built with string interpolation in double quotes and concatenation of the constant",
       [(OLD, "            $this->errors[] = 'Loan period cannot exceed ' . self::MAX_MONTHS . \" months (requested {$months}).\";", 1)]),
      ("wrong", "single-quoted string, so the message literally contains {$months} and {self::MAX_MONTHS}",
       [(OLD, "            $this->errors[] = 'Loan period cannot exceed {self::MAX_MONTHS} months (requested {$months}).';", 1)]),
      ("wrong", "the 'at least one month' message was rewritten instead of the too-long one",
       [("            $this->errors[] = 'Loan period must be at least one month.';", "            $this->errors[] = sprintf('Loan period cannot exceed %d months (requested %d).', self::MAX_MONTHS, $months);", 1)]),
      ("wrong", "message right, but the check became >= MAX_MONTHS, so a 12-month loan is refused",
       [(OLD, NEW, 1), ("} elseif ($months > self::MAX_MONTHS) {", "} elseif ($months >= self::MAX_MONTHS) {", 1)]),
      ("wrong", "sprintf arguments swapped: says it cannot exceed the requested number of months",
       [(OLD, NEW.replace("self::MAX_MONTHS, $months", "$months, self::MAX_MONTHS"), 1)])])

ORIG26 = r'''
-- league_bonus.lua: end-of-season bonus points for the Thursday league.
local M = {}

M.PERFECT_GAME = 300
M.BONUS_FOR_PERFECT = 50
M.BONUS_FOR_SERIES_700 = 20

local function series_total(games)
  local total = 0
  for _, g in ipairs(games) do
    total = total + g
  end
  return total
end

-- Bonus for one bowler's week; absent bowlers and blind scores get nothing.
function M.weekly_bonus(bowler, games)
  local bonus = 0
  if not bowler.absent then
    if #games == 3 then
      for _, g in ipairs(games) do
        if g == M.PERFECT_GAME then
          bonus = bonus + M.BONUS_FOR_PERFECT
        end
      end
      if series_total(games) >= 700 then
        bonus = bonus + M.BONUS_FOR_SERIES_700
      end
    end
  end
  return bonus
end

function M.season_bonus(bowler, weeks)
  local total = 0
  for _, games in ipairs(weeks) do
    total = total + M.weekly_bonus(bowler, games)
  end
  return total
end

return M
'''
BODY_OLD = '''  local bonus = 0
  if not bowler.absent then
    if #games == 3 then
      for _, g in ipairs(games) do
        if g == M.PERFECT_GAME then
          bonus = bonus + M.BONUS_FOR_PERFECT
        end
      end
      if series_total(games) >= 700 then
        bonus = bonus + M.BONUS_FOR_SERIES_700
      end
    end
  end
  return bonus'''
BODY_NEW = '''  if bowler.absent then
    return 0
  end
  if #games ~= 3 then
    return 0
  end
  local bonus = 0
  for _, g in ipairs(games) do
    if g == M.PERFECT_GAME then
      bonus = bonus + M.BONUS_FOR_PERFECT
    end
  end
  if series_total(games) >= 700 then
    bonus = bonus + M.BONUS_FOR_SERIES_700
  end
  return bonus'''
case("early_return-lua-league-bonus", "league_bonus.lua", "early_return", "lua", ORIG26,
     [("terse", "weekly_bonus: flatten the nested ifs into early returns"),
      ("polite", "Could you rewrite weekly_bonus with guard clauses, returning 0 early for absent bowlers and for weeks without exactly three games, so the main logic isn't nested? The results must not change."),
      ("declarative", "weekly_bonus should bail out with 0 at the top for absent bowlers and incomplete weeks instead of nesting its logic two ifs deep."),
      ("other", "weekly_bonus の入れ子の if を早期リターンに書き換えてください。動作は変えないこと。")],
     [("right", "two guard clauses return 0, then the unnested loop and series bonus", [(BODY_OLD, BODY_NEW, 1)]),
      ("right", "one combined guard (absent or not three games) returns 0",
       [(BODY_OLD, BODY_NEW.replace("  if bowler.absent then\n    return 0\n  end\n  if #games ~= 3 then\n    return 0\n  end\n", "  if bowler.absent or #games ~= 3 then\n    return 0\n  end\n"), 1)]),
      ("wrong", "the second guard is inverted (#games == 3 returns 0), so complete weeks never earn a bonus",
       [(BODY_OLD, BODY_NEW.replace("if #games ~= 3 then", "if #games == 3 then"), 1)]),
      ("wrong", "the absent-bowler guard was dropped, so absent bowlers with blind scores earn bonuses",
       [(BODY_OLD, BODY_NEW.replace("  if bowler.absent then\n    return 0\n  end\n", ""), 1)]),
      ("wrong", "the series bonus check was moved after return bonus: Lua rejects statements after a return in a block (syntax error), and the bonus would never be added anyway",
       [(BODY_OLD, BODY_NEW.replace("  if series_total(games) >= 700 then\n    bonus = bonus + M.BONUS_FOR_SERIES_700\n  end\n  return bonus", "  return bonus\n  if series_total(games) >= 700 then\n    bonus = bonus + M.BONUS_FOR_SERIES_700\n  end"), 1)]),
      ("wrong", "guards fine, but the series threshold became > 700, so a 700 series no longer gets the bonus",
       [(BODY_OLD, BODY_NEW.replace(">= 700", "> 700"), 1)])])
