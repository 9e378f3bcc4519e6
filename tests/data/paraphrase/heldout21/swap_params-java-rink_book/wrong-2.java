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

        Booking(String sheet, String club, LocalDate day, LocalTime start, int minutes) {
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

    public Booking book(String sheet, String club, LocalDate day, LocalTime start, int minutes) {
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
        rink.book("A", "Northside Figure Skating", sat, LocalTime.of(7, 0), 120);
        rink.book("A", "Kestrel Ice Hockey U14", sat, LocalTime.of(9, 15), 90);
        System.out.println(rink.isFree("B", sat, LocalTime.of(8, 0), 60));
        System.out.println(rink.bookedMinutes("Northside Figure Skating"));
    }
}
