package uk.quayside.parking.tariff;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Works out what a visitor owes at the pay kiosk.
 *
 * <p>Day tariff in hourly bands, a flat night rate, weekend cap, and a
 * discount for permit holders parking outside their permit hours.
 */
public final class TariffCalculator {

    private static final BigDecimal LOST_TICKET_FEE = new BigDecimal("20.00");
    private static final BigDecimal NIGHT_FLAT_RATE = new BigDecimal("4.50");
    private static final BigDecimal WEEKEND_DAILY_CAP = new BigDecimal("12.00");
    private static final int PERMIT_DISCOUNT_PERCENT = 20;
    private static final int FREE_MINUTES = 20;
    private static final LocalTime NIGHT_STARTS = LocalTime.of(19, 0);
    private static final LocalTime NIGHT_ENDS = LocalTime.of(7, 0);

    /** Upper bound of each band in minutes and its price. */
    private static final int[] BAND_MINUTES = {60, 120, 180, 240, 360, 1440};
    private static final BigDecimal[] BAND_PRICES = {
        new BigDecimal("2.20"),
        new BigDecimal("3.80"),
        new BigDecimal("5.20"),
        new BigDecimal("6.50"),
        new BigDecimal("9.00"),
        new BigDecimal("16.00"),
    };

    private final List<String> notes = new ArrayList<>();

    public record Stay(LocalDateTime entry, LocalDateTime exit, boolean permitHolder, boolean ticketLost) {
        public Stay {
            Objects.requireNonNull(entry, "entry");
            Objects.requireNonNull(exit, "exit");
            if (exit.isBefore(entry)) {
                throw new IllegalArgumentException("exit before entry");
            }
        }

        public long minutes() {
            return Duration.between(entry, exit).toMinutes();
        }
    }

    public BigDecimal feeFor(Stay stay) {
        notes.clear();
        if (stay.ticketLost()) {
            notes.add("lost ticket");
            return LOST_TICKET_FEE;
        }
        long minutes = stay.minutes();
        if (minutes <= FREE_MINUTES) {
            notes.add("free period");
            return BigDecimal.ZERO.setScale(2);
        }
        BigDecimal fee;
        if (isOvernight(stay)) {
            fee = NIGHT_FLAT_RATE;
            notes.add("night rate");
        } else {
            fee = dayTariff(minutes);
        }
        if (isWeekend(stay.entry()) && fee.compareTo(WEEKEND_DAILY_CAP) > 0) {
            fee = WEEKEND_DAILY_CAP;
            notes.add("weekend cap");
        }
        if (stay.permitHolder()) {
            fee = applyPercentOff(fee, FREE_MINUTES);
            notes.add("permit discount");
        }
        return fee;
    }

    public boolean isFreeStay(Stay stay) {
        return !stay.ticketLost() && stay.minutes() <= FREE_MINUTES;
    }

    BigDecimal dayTariff(long minutes) {
        long remaining = minutes;
        BigDecimal total = BigDecimal.ZERO;
        while (remaining > 0) {
            long chunk = Math.min(remaining, 1440);
            total = total.add(bandPrice(chunk));
            remaining -= chunk;
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    private BigDecimal bandPrice(long minutes) {
        for (int i = 0; i < BAND_MINUTES.length; i++) {
            if (minutes <= BAND_MINUTES[i]) {
                return BAND_PRICES[i];
            }
        }
        return BAND_PRICES[BAND_PRICES.length - 1];
    }

    private boolean isOvernight(Stay stay) {
        LocalTime in = stay.entry().toLocalTime();
        LocalTime out = stay.exit().toLocalTime();
        boolean nextMorning = stay.exit().toLocalDate().equals(stay.entry().toLocalDate().plusDays(1));
        return !in.isBefore(NIGHT_STARTS) && nextMorning && !out.isAfter(NIGHT_ENDS);
    }

    private static boolean isWeekend(LocalDateTime t) {
        DayOfWeek d = t.getDayOfWeek();
        return d == DayOfWeek.SATURDAY || d == DayOfWeek.SUNDAY;
    }

    static BigDecimal applyPercentOff(BigDecimal amount, int percent) {
        BigDecimal factor = BigDecimal.valueOf(100 - percent).movePointLeft(2);
        return amount.multiply(factor).setScale(2, RoundingMode.HALF_UP);
    }

    public List<String> notes() {
        return List.copyOf(notes);
    }

    public String receiptLine(Stay stay) {
        BigDecimal fee = feeFor(stay);
        String detail = notes.isEmpty() ? "standard tariff" : String.join(", ", notes);
        return String.format("%d min  GBP %s  (%s)", stay.minutes(), fee.toPlainString(), detail);
    }

    public static String tariffBoard() {
        StringBuilder sb = new StringBuilder("QUAYSIDE CAR PARK TARIFF\n");
        sb.append("First 20 minutes free\n");
        int from = 0;
        for (int i = 0; i < BAND_MINUTES.length; i++) {
            sb.append(String.format("%4d-%4d min  %s%n", from, BAND_MINUTES[i], BAND_PRICES[i].toPlainString()));
            from = BAND_MINUTES[i];
        }
        sb.append("Night (19:00-07:00)  ").append(NIGHT_FLAT_RATE.toPlainString()).append('\n');
        sb.append("Lost ticket  ").append(LOST_TICKET_FEE.toPlainString()).append('\n');
        return sb.toString();
    }

    public static void main(String[] args) {
        TariffCalculator calc = new TariffCalculator();
        LocalDateTime in = LocalDateTime.of(2026, 12, 5, 9, 40);
        System.out.println(tariffBoard());
        System.out.println(calc.receiptLine(new Stay(in, in.plusMinutes(18), false, false)));
        System.out.println(calc.receiptLine(new Stay(in, in.plusMinutes(200), true, false)));
        System.out.println(calc.receiptLine(new Stay(in, in.plusHours(30), false, false)));
    }
}
