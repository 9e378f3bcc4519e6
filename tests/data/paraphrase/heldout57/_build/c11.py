from lib import case

ORIG20 = '''
package farm.greenholm.herd

import java.time.LocalDate
import java.time.temporal.ChronoUnit

data class Cow(
    val tag: String,
    val calvedOn: LocalDate?,
    val pregnant: Boolean,
    val lactation: Int,
    val lamenessScore: Int = 0,
)

enum class Check { FERTILITY, LAMENESS, DRY_OFF }

object VetRounds {
    private const val FERTILITY_DAYS = 60L
    private const val DRY_OFF_DAYS = 305L

    fun daysInMilk(cow: Cow, today: LocalDate): Long? =
        cow.calvedOn?.let { ChronoUnit.DAYS.between(it, today) }

    fun needsFertilityCheck(cow: Cow, today: LocalDate): Boolean {
        val dim = daysInMilk(cow, today) ?: return false
        return dim > FERTILITY_DAYS
    }

    fun needsDryOff(cow: Cow, today: LocalDate): Boolean {
        val dim = daysInMilk(cow, today) ?: return false
        return dim >= DRY_OFF_DAYS && cow.pregnant
    }

    fun checksFor(cow: Cow, today: LocalDate): List<Check> = buildList {
        if (needsFertilityCheck(cow, today)) add(Check.FERTILITY)
        if (cow.lamenessScore >= 2) add(Check.LAMENESS)
        if (needsDryOff(cow, today)) add(Check.DRY_OFF)
    }

    fun roundList(herd: List<Cow>, today: LocalDate): Map<Check, List<String>> =
        herd.flatMap { cow -> checksFor(cow, today).map { it to cow.tag } }
            .groupBy({ it.first }, { it.second })
}
'''
L = "        return dim > FERTILITY_DAYS\n"
case("change_condition-kotlin-vet-rounds", "VetRounds.kt", "change_condition", "kotlin", ORIG20,
     [("terse", "needsFertilityCheck: also require !cow.pregnant"),
      ("polite", "Could you change needsFertilityCheck so that it only returns true for cows that are past 60 days in milk and not pregnant yet? Please leave needsDryOff alone."),
      ("declarative", "A cow should only be put on the fertility list when she is over FERTILITY_DAYS in milk and not already pregnant."),
      ("other", "the vet keeps getting pregnant cows on the fertility list lol. needsFertilityCheck should skip cows that are pregnant")],
     [("right", "condition is now dim > FERTILITY_DAYS && !cow.pregnant", [(L, "        return dim > FERTILITY_DAYS && !cow.pregnant\n", 1)]),
      ("right", "early return false for pregnant cows before the days-in-milk test",
       [("        val dim = daysInMilk(cow, today) ?: return false\n" + L,
         "        if (cow.pregnant) return false\n        val dim = daysInMilk(cow, today) ?: return false\n" + L, 1)]),
      ("wrong", "condition uses || instead of &&, so every non-pregnant cow is flagged, even fresh calvers",
       [(L, "        return dim > FERTILITY_DAYS || !cow.pregnant\n", 1)]),
      ("wrong", "condition written as && cow.pregnant: the opposite of what was asked",
       [(L, "        return dim > FERTILITY_DAYS && cow.pregnant\n", 1)]),
      ("wrong", "the pregnancy test was removed from needsDryOff and added to needsFertilityCheck",
       [(L, "        return dim > FERTILITY_DAYS && !cow.pregnant\n", 1), ("        return dim >= DRY_OFF_DAYS && cow.pregnant\n", "        return dim >= DRY_OFF_DAYS\n", 1)]),
      ("wrong", "condition right, but > became >= so cows at exactly 60 days are flagged too",
       [(L, "        return dim >= FERTILITY_DAYS && !cow.pregnant\n", 1)])])

ORIG21 = '''
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace Strikeline.Desk
{
    public sealed class LaneReceipt
    {
        public string Reference { get; init; } = "";
        public int Lane { get; init; }
        public DateTime Start { get; init; }
        public int Games { get; init; }
        public int Bowlers { get; init; }
        public decimal PricePerGame { get; init; }
        public decimal ShoeHire { get; init; }

        public decimal Total => Games * Bowlers * PricePerGame + Bowlers * ShoeHire;
    }

    public static class ReceiptPrinter
    {
        private static readonly CultureInfo Euro = CultureInfo.GetCultureInfo("de-DE");

        public static string Header(LaneReceipt r)
        {
            return string.Format(Euro, "Strikeline Bowl - booking {0}, lane {1}, {2:dd.MM.yyyy HH:mm}", r.Reference, r.Lane, r.Start);
        }

        public static IEnumerable<string> Lines(LaneReceipt r)
        {
            yield return string.Format(Euro, "{0} x {1} games at {2:C}", r.Bowlers, r.Games, r.PricePerGame);
            yield return string.Format(Euro, "{0} x shoe hire at {1:C}", r.Bowlers, r.ShoeHire);
            yield return string.Format(Euro, "Total: {0:C}", r.Total);
        }

        public static string Footer(int pointsEarned)
        {
            return string.Format(Euro, "You earned {0} Strike Points. See you soon!", pointsEarned);
        }

        public static string Print(LaneReceipt r, int pointsEarned)
        {
            var parts = new List<string> { Header(r) };
            parts.AddRange(Lines(r));
            parts.Add(Footer(pointsEarned));
            return string.Join(Environment.NewLine, parts);
        }
    }
}
'''
LINES_OLD = [
    ('string.Format(Euro, "{0} x {1} games at {2:C}", r.Bowlers, r.Games, r.PricePerGame)', 'string.Create(Euro, $"{r.Bowlers} x {r.Games} games at {r.PricePerGame:C}")'),
    ('string.Format(Euro, "{0} x shoe hire at {1:C}", r.Bowlers, r.ShoeHire)', 'string.Create(Euro, $"{r.Bowlers} x shoe hire at {r.ShoeHire:C}")'),
    ('string.Format(Euro, "Total: {0:C}", r.Total)', 'string.Create(Euro, $"Total: {r.Total:C}")'),
]
RIGHT = [(a, b, 1) for a, b in LINES_OLD]
case("string_interpolation-csharp-lane-receipt", "ReceiptPrinter.cs", "string_interpolation", "csharp", ORIG21,
     [("terse", "Lines(): string.Format -> interpolated strings, keep the Euro culture"),
      ("polite", "Could you turn the three string.Format calls in Lines into interpolated strings? They must still format with the de-DE Euro culture (string.Create(Euro, $\"...\") is fine), and please leave Header and Footer as they are."),
      ("declarative", "The receipt lines should be built with interpolated strings instead of string.Format, still formatted in the Euro culture."),
      ("other", "only in Lines: swap the string.Format stuff for $\"\" interpolation, money must still print as euros")],
     [("right", "the three Lines calls use string.Create(Euro, $\"...\") with the same values and :C formats", RIGHT),
      ("right", "the three Lines calls use FormattableString.ToString(Euro) on interpolated strings",
       [(a, b.replace("string.Create(Euro, $", "FormattableString.Invariant($").replace("FormattableString.Invariant($", "((FormattableString)$")[:-1] + ").ToString(Euro)", 1) for a, b in LINES_OLD]),
      ("wrong", "plain $\"...\" interpolation without the Euro culture, so prices print in the machine's culture",
       [(a, b.replace("string.Create(Euro, $", "$")[:-1], 1) for a, b in LINES_OLD]),
      ("wrong", "the :C currency format was lost on the price per game",
       [(LINES_OLD[0][0], LINES_OLD[0][1].replace("{r.PricePerGame:C}", "{r.PricePerGame}"), 1)] + RIGHT[1:]),
      ("wrong", "bowlers and games swapped in the first line",
       [(LINES_OLD[0][0], LINES_OLD[0][1].replace("{r.Bowlers} x {r.Games}", "{r.Games} x {r.Bowlers}"), 1)] + RIGHT[1:]),
      ("wrong", "Header and Footer converted as well, against the instruction",
       RIGHT + [('string.Format(Euro, "Strikeline Bowl - booking {0}, lane {1}, {2:dd.MM.yyyy HH:mm}", r.Reference, r.Lane, r.Start)',
                 'string.Create(Euro, $"Strikeline Bowl - booking {r.Reference}, lane {r.Lane}, {r.Start:dd.MM.yyyy HH:mm}")', 1),
                ('string.Format(Euro, "You earned {0} Strike Points. See you soon!", pointsEarned)', 'string.Create(Euro, $"You earned {pointsEarned} Strike Points. See you soon!")', 1)])])
