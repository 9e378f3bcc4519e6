import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Elevator service contracts for the maintenance office.
 *
 * Contracts are exported nightly from the billing system as a semicolon-separated
 * file: building;address;units;tier;start;end;monthly_fee
 */
public class ContractBook {

    private static final Logger LOG = Logger.getLogger(ContractBook.class.getName());
    private static final int RENEWAL_NOTICE_DAYS = 60;

    public enum Tier { BASIC, STANDARD, PREMIUM }

    public static final class Contract {
        final String building;
        final String address;
        final int units;
        final Tier tier;
        final LocalDate start;
        final LocalDate end;
        final double monthlyFee;

        Contract(String building, String address, int units, Tier tier,
                 LocalDate start, LocalDate end, double monthlyFee) {
            this.building = building;
            this.address = address;
            this.units = units;
            this.tier = tier;
            this.start = start;
            this.end = end;
            this.monthlyFee = monthlyFee;
        }

        long daysLeft(LocalDate today) {
            return ChronoUnit.DAYS.between(today, end);
        }

        int visitsPerYear() {
            switch (tier) {
                case PREMIUM:
                    return 12 * units;
                case STANDARD:
                    return 6 * units;
                default:
                    return 4 * units;
            }
        }
    }

    private final List<Contract> contracts = new ArrayList<>();

    static Contract parseLine(String line) {
        String[] f = line.split(";");
        if (f.length != 7) {
            throw new IllegalArgumentException("expected 7 fields, got " + f.length + ": " + line);
        }
        return new Contract(
                f[0].trim(),
                f[1].trim(),
                Integer.parseInt(f[2].trim()),
                Tier.valueOf(f[3].trim().toUpperCase()),
                LocalDate.parse(f[4].trim()),
                LocalDate.parse(f[5].trim()),
                Double.parseDouble(f[6].trim()));
    }

    /** Loads the nightly export. Returns the number of contracts read. */
    public int load(Path export) throws IOException {
        try {
            List<String> lines = Files.readAllLines(export);
        } catch (IOException e) {
            LOG.log(Level.SEVERE, "could not read contract export " + export, e);
            return 0;
        }
        contracts.clear();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            contracts.add(parseLine(line));
        }
        return contracts.size();
    }

    public List<Contract> dueForRenewal(LocalDate today) {
        List<Contract> due = new ArrayList<>();
        for (Contract c : contracts) {
            long left = c.daysLeft(today);
            if (left >= 0 && left <= RENEWAL_NOTICE_DAYS) {
                due.add(c);
            }
        }
        due.sort(Comparator.comparing(c -> c.end));
        return due;
    }

    public Map<Tier, Double> monthlyRevenueByTier() {
        Map<Tier, Double> out = new TreeMap<>();
        for (Contract c : contracts) {
            out.merge(c.tier, c.monthlyFee, Double::sum);
        }
        return out;
    }

    public int plannedVisits() {
        int total = 0;
        for (Contract c : contracts) {
            total += c.visitsPerYear();
        }
        return total;
    }

    /** Sum of the monthly fees of contracts still running on the given day. */
    public double activeMonthlyTotal(LocalDate today) {
        double total = 0;
        for (Contract c : contracts) {
            if (!c.start.isAfter(today) && !c.end.isBefore(today)) {
                total += c.monthlyFee;
            }
        }
        return total;
    }

    public List<String> expired(LocalDate today) {
        List<String> names = new ArrayList<>();
        for (Contract c : contracts) {
            if (c.end.isBefore(today)) {
                names.add(c.building);
            }
        }
        Collections.sort(names);
        return names;
    }

    public static void main(String[] args) throws IOException {
        ContractBook book = new ContractBook();
        int n = book.load(Path.of(args.length > 0 ? args[0] : "contracts.csv"));
        LocalDate today = LocalDate.now();
        System.out.println(n + " contracts, " + book.plannedVisits() + " visits planned");
        for (Contract c : book.dueForRenewal(today)) {
            System.out.println("renew: " + c.building + " (" + c.daysLeft(today) + " days)");
        }
        if (!book.expired(today).isEmpty()) {
            LOG.warning("expired contracts: " + book.expired(today));
        }
    }
}
