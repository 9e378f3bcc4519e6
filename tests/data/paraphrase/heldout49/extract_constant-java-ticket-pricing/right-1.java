package festival.tickets;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Prices tickets for the Lindenhof Film Festival box office. */
public class TicketPricing {

    public enum Category { STANDARD, STUDENT, SENIOR, PASS_HOLDER, CHILD }

    public static final class Quote {
        private final BigDecimal net;
        private final BigDecimal vat;
        private final List<String> notes;

        Quote(BigDecimal net, BigDecimal vat, List<String> notes) {
            this.net = net;
            this.vat = vat;
            this.notes = notes;
        }

        public BigDecimal net() { return net; }
        public BigDecimal vat() { return vat; }
        public BigDecimal gross() { return net.add(vat); }
        public List<String> notes() { return notes; }
    }

    private static final BigDecimal BASE_PRICE = new BigDecimal("11.50");
    private static final BigDecimal PREMIERE_SURCHARGE = new BigDecimal("4.00");
    private static final int MATINEE_CUTOFF_HOUR = 17;
    private static final BigDecimal VAT_FACTOR = new BigDecimal("1.07");

    private final Map<Category, BigDecimal> discounts = new EnumMap<>(Category.class);

    public TicketPricing() {
        discounts.put(Category.STANDARD, BigDecimal.ZERO);
        discounts.put(Category.STUDENT, new BigDecimal("0.30"));
        discounts.put(Category.SENIOR, new BigDecimal("0.25"));
        discounts.put(Category.PASS_HOLDER, BigDecimal.ONE);
        discounts.put(Category.CHILD, new BigDecimal("0.50"));
    }

    public Quote quote(Category category, LocalDateTime start, boolean premiere) {
        List<String> notes = new ArrayList<>();
        BigDecimal price = BASE_PRICE;
        if (premiere) {
            price = price.add(PREMIERE_SURCHARGE);
            notes.add("premiere surcharge");
        }
        if (start.getHour() < MATINEE_CUTOFF_HOUR && !premiere) {
            price = price.subtract(new BigDecimal("2.00"));
            notes.add("matinee");
        }
        if (start.getDayOfWeek() == DayOfWeek.TUESDAY) {
            price = price.multiply(new BigDecimal("0.80"));
            notes.add("cheap Tuesday");
        }
        BigDecimal discount = discounts.getOrDefault(category, BigDecimal.ZERO);
        price = price.multiply(BigDecimal.ONE.subtract(discount));
        BigDecimal net = price.divide(VAT_FACTOR, 2, RoundingMode.HALF_UP);
        BigDecimal vat = price.subtract(net);
        return new Quote(net, vat, notes);
    }

    public BigDecimal groupTotal(List<Category> party, LocalDateTime start, boolean premiere) {
        BigDecimal total = BigDecimal.ZERO;
        for (Category c : party) {
            total = total.add(quote(c, start, premiere).gross());
        }
        if (party.size() >= 10) {
            total = total.multiply(new BigDecimal("0.90"));
        }
        return total.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal refundFor(Quote quote, LocalDateTime start, LocalDateTime now) {
        if (now.isAfter(start.minusHours(2))) {
            return BigDecimal.ZERO;
        }
        BigDecimal fee = new BigDecimal("1.50");
        BigDecimal refund = quote.gross().subtract(fee);
        return refund.signum() > 0 ? refund : BigDecimal.ZERO;
    }

    public String receiptLine(String filmTitle, Category category, Quote quote) {
        StringBuilder sb = new StringBuilder();
        sb.append(filmTitle).append(" - ").append(category.name().toLowerCase());
        sb.append(": EUR ").append(quote.gross().setScale(2, RoundingMode.HALF_UP));
        if (!quote.notes().isEmpty()) {
            sb.append(" (").append(String.join(", ", quote.notes())).append(")");
        }
        sb.append(" incl. 7% VAT");
        return sb.toString();
    }

    /** Festival pass for one to three days; the three-day pass is discounted. */
    public BigDecimal passPrice(int days) {
        if (days < 1 || days > 3) {
            throw new IllegalArgumentException("passes cover 1 to 3 festival days");
        }
        BigDecimal perDay = new BigDecimal("29.00");
        BigDecimal price = perDay.multiply(BigDecimal.valueOf(days));
        if (days == 3) {
            price = price.subtract(new BigDecimal("12.00"));
        }
        return price.setScale(2, RoundingMode.HALF_UP);
    }

    public boolean seniorEligible(int age) {
        return age >= 65;
    }

    public Category categoryFor(int age, boolean student) {
        if (age < 14) {
            return Category.CHILD;
        }
        if (seniorEligible(age)) {
            return Category.SENIOR;
        }
        return student ? Category.STUDENT : Category.STANDARD;
    }

    public boolean isMatinee(LocalDateTime start) {
        return start.getHour() < MATINEE_CUTOFF_HOUR;
    }

    public Map<Category, BigDecimal> priceList(LocalDateTime start, boolean premiere) {
        Map<Category, BigDecimal> list = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            list.put(c, quote(c, start, premiere).gross().setScale(2, RoundingMode.HALF_UP));
        }
        return list;
    }

    public static void main(String[] args) {
        TicketPricing pricing = new TicketPricing();
        LocalDateTime evening = LocalDateTime.of(2026, 6, 12, 20, 30);
        LocalDateTime tuesday = LocalDateTime.of(2026, 6, 16, 15, 0);
        Quote q = pricing.quote(Category.STUDENT, evening, true);
        System.out.println(pricing.receiptLine("The Salt Marsh", Category.STUDENT, q));
        System.out.println(pricing.priceList(tuesday, false));
        System.out.println(pricing.groupTotal(List.of(Category.SENIOR, Category.SENIOR, Category.CHILD), evening, false));
        System.out.println("matinee: " + pricing.isMatinee(tuesday));
    }
}
