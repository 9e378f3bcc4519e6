from mk import Case
# ---------------- swap_params java
orig = '''
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;

public class RinkBookings {

    public static final class Booking {
        final String club;
        final String sheet;
        final LocalDate day;
        final LocalTime start;
        final int minutes;

        Booking(String club, String sheet, LocalDate day, LocalTime start, int minutes) {
            this.club = club;
            this.sheet = sheet;
            this.day = day;
            this.start = start;
            this.minutes = minutes;
        }

        LocalTime end() {
            return start.plusMinutes(minutes);
        }
    }

    private final List<Booking> bookings = new ArrayList<>();
    private final int resurfaceMinutes;

    public RinkBookings(int resurfaceMinutes) {
        this.resurfaceMinutes = resurfaceMinutes;
    }

    /** True when the sheet is free for the slot, including the ice resurfacing gap. */
    public boolean isFree(String sheet, LocalDate day, LocalTime start, int minutes) {
        LocalTime end = start.plusMinutes(minutes + resurfaceMinutes);
        for (Booking b : bookings) {
            if (!b.sheet.equals(sheet) || !b.day.equals(day)) {
                continue;
            }
            LocalTime bEnd = b.end().plusMinutes(resurfaceMinutes);
            if (start.isBefore(bEnd) && b.start.isBefore(end)) {
                return false;
            }
        }
        return true;
    }

    public Booking book(String club, String sheet, LocalDate day, LocalTime start, int minutes) {
        if (minutes <= 0 || minutes > 180) {
            throw new IllegalArgumentException("slot length must be 1-180 minutes");
        }
        if (!isFree(sheet, day, start, minutes)) {
            throw new IllegalStateException(club + ": sheet " + sheet + " is taken at " + start);
        }
        Booking b = new Booking(club, sheet, day, start, minutes);
        bookings.add(b);
        return b;
    }

    public int bookedMinutes(String club) {
        int total = 0;
        for (Booking b : bookings) {
            if (b.club.equals(club)) {
                total += b.minutes;
            }
        }
        return total;
    }

    public static void main(String[] args) {
        RinkBookings rink = new RinkBookings(15);
        LocalDate sat = LocalDate.of(2027, 1, 9);
        rink.book("Northside Figure Skating", "A", sat, LocalTime.of(7, 0), 120);
        rink.book("Kestrel Ice Hockey U14", "A", sat, LocalTime.of(9, 15), 90);
        System.out.println(rink.isFree("B", sat, LocalTime.of(8, 0), 60));
        System.out.println(rink.bookedMinutes("Northside Figure Skating"));
    }
}
'''
c = Case("swap_params-java-rink_book", "RinkBookings.java", "swap_params", "java", orig)
c.ins("terse", "book(): swap club and sheet params, fix callers")
c.ins("polite", "Could you change the parameter order of book so that sheet comes first and club second? Please update the calls in main to match and leave the Booking constructor and isFree as they are.")
c.ins("declarative", "RinkBookings.book should take (sheet, club, day, start, minutes), and its callers should follow that order.")
c.ins("other", "¿podrías intercambiar los parámetros club y sheet del método book? Actualiza también las llamadas.")
c.ins("other", "book(club, sheet, ...) -> book(sheet, club, ...)  only this method + its calls")
S = [("public Booking book(String club, String sheet, LocalDate day", "public Booking book(String sheet, String club, LocalDate day", 1),
     ('rink.book("Northside Figure Skating", "A", sat', 'rink.book("A", "Northside Figure Skating", sat', 1),
     ('rink.book("Kestrel Ice Hockey U14", "A", sat', 'rink.book("A", "Kestrel Ice Hockey U14", sat', 1)]
c.res("right", S, "book's signature swapped and both calls in main reordered; body unchanged")
c.res("wrong", S[:1], "signature swapped but callers not updated: the clubs are stored as sheets and vice versa (still compiles)")
c.res("wrong", S + [("Booking(String club, String sheet, LocalDate day, LocalTime start, int minutes) {", "Booking(String sheet, String club, LocalDate day, LocalTime start, int minutes) {", 1)],
      "Booking constructor swapped too, but book still calls new Booking(club, sheet, ...): club and sheet end up swapped in the stored booking")
c.res("wrong", S[1:], "calls swapped but not the signature: every booking stores club and sheet the wrong way round")
c.res("wrong", S + [("if (minutes <= 0 || minutes > 180) {", "if (minutes <= 0 || minutes >= 180) {", 1)], "swap done but the length check now rejects 180-minute slots (> became >=)")
c.write()

# ---------------- add_enum_member csharp
orig = '''
using System;
using System.Collections.Generic;

namespace Larkspur.DyeWorks
{
    public enum VatStatus
    {
        Idle,
        Filling,
        Heating,
        Dyeing,
        Rinsing,
        Draining
    }

    public class Vat
    {
        public string Name { get; }
        public VatStatus Status { get; private set; } = VatStatus.Idle;
        public double TemperatureC { get; set; }

        public Vat(string name)
        {
            Name = name;
        }

        public void Advance()
        {
            switch (Status)
            {
                case VatStatus.Idle: Status = VatStatus.Filling; break;
                case VatStatus.Filling: Status = VatStatus.Heating; break;
                case VatStatus.Heating: Status = VatStatus.Dyeing; break;
                case VatStatus.Dyeing: Status = VatStatus.Rinsing; break;
                case VatStatus.Rinsing: Status = VatStatus.Draining; break;
                case VatStatus.Draining: Status = VatStatus.Idle; break;
                default: throw new InvalidOperationException("unknown status " + Status);
            }
        }

        public bool IsHot() => Status == VatStatus.Heating || Status == VatStatus.Dyeing;
    }

    public static class Floor
    {
        public static Dictionary<VatStatus, int> Tally(IEnumerable<Vat> vats)
        {
            var tally = new Dictionary<VatStatus, int>();
            foreach (var vat in vats)
            {
                tally.TryGetValue(vat.Status, out var n);
                tally[vat.Status] = n + 1;
            }
            return tally;
        }
    }
}
'''
c = Case("add_enum_member-csharp-vat_status", "VatStatus.cs", "add_enum_member", "csharp", orig)
c.ins("terse", "add VatStatus.Mordanting between Filling and Heating, wire into Advance")
c.ins("polite", "Could you add a Mordanting status to VatStatus, right after Filling, and make Advance go Filling -> Mordanting -> Heating? Nothing else should change.")
c.ins("declarative", "VatStatus should list Mordanting right after Filling, and Advance should step Filling -> Mordanting -> Heating.")
c.ins("other", "Aggiungi lo stato Mordanting dopo Filling nell'enum VatStatus e aggiorna Advance di conseguenza (Filling → Mordanting → Heating).")
E = ("        Filling,\n        Heating,", "        Filling,\n        Mordanting,\n        Heating,", 1)
A = ("                case VatStatus.Filling: Status = VatStatus.Heating; break;", "                case VatStatus.Filling: Status = VatStatus.Mordanting; break;\n                case VatStatus.Mordanting: Status = VatStatus.Heating; break;", 1)
c.res("right", [E, A], "member added after Filling and the Advance cycle goes Filling -> Mordanting -> Heating")
c.res("wrong", [E], "member added but Advance never enters it: Filling still goes straight to Heating")
c.res("wrong", [("        Rinsing,\n        Draining\n", "        Rinsing,\n        Draining,\n        Mordanting\n", 1), A], "Mordanting appended at the end of the enum instead of right after Filling as asked")
c.res("wrong", [E, ("                case VatStatus.Filling: Status = VatStatus.Heating; break;", "                case VatStatus.Filling: Status = VatStatus.Mordanting; break;", 1)], "Filling goes to Mordanting but Mordanting has no case: Advance throws on the next step")
c.res("wrong", [E, A, ("public bool IsHot() => Status == VatStatus.Heating || Status == VatStatus.Dyeing;", "public bool IsHot() => Status == VatStatus.Heating || Status == VatStatus.Mordanting || Status == VatStatus.Dyeing;", 1)],
      "also made IsHot true for Mordanting, which was not asked")
c.res("wrong", [], "returned unchanged: no Mordanting member and no change to Advance")
c.write()
