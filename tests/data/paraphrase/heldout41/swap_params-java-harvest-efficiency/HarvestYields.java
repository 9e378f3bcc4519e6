package farm.harvest;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Harvest yields per grow room flush at Blackwater Hollow. */
public class HarvestYields {

    /** One picked flush from one block batch. */
    public record Flush(String room, String batch, int flushNo, LocalDate picked,
                        double freshGrams, double drySubstrateGrams) {}

    private final List<Flush> flushes = new ArrayList<>();

    public void record(Flush f) {
        if (f.freshGrams() < 0 || f.drySubstrateGrams() <= 0) {
            throw new IllegalArgumentException("bad weights for batch " + f.batch());
        }
        flushes.add(f);
    }

    /**
     * Biological efficiency in percent: fresh mushroom weight per dry substrate weight.
     */
    static double biologicalEfficiency(double freshGrams, double drySubstrateGrams) {
        return freshGrams / drySubstrateGrams * 100.0;
    }

    public double efficiencyOf(Flush f) {
        return biologicalEfficiency(f.freshGrams(), f.drySubstrateGrams());
    }

    public double batchEfficiency(String batch) {
        double fresh = 0;
        double substrate = 0;
        for (Flush f : flushes) {
            if (f.batch().equals(batch)) {
                fresh += f.freshGrams();
                if (f.flushNo() == 1) {
                    substrate += f.drySubstrateGrams();
                }
            }
        }
        return substrate == 0 ? 0 : biologicalEfficiency(fresh, substrate);
    }

    public String report(String room) {
        StringBuilder sb = new StringBuilder("Room " + room + "\n");
        for (Flush f : flushes) {
            if (f.room().equals(room)) {
                sb.append(String.format(Locale.ROOT, "  %s flush %d  %.0f g  BE %.1f%%%n",
                        f.batch(), f.flushNo(), f.freshGrams(),
                        biologicalEfficiency(f.freshGrams(), f.drySubstrateGrams())));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        HarvestYields y = new HarvestYields();
        y.record(new Flush("oyster-a", "SB-2611-01", 1, LocalDate.of(2026, 11, 28), 4200, 5000));
        y.record(new Flush("oyster-a", "SB-2611-01", 2, LocalDate.of(2026, 12, 6), 1900, 5000));
        System.out.printf(Locale.ROOT, "batch BE %.1f%%%n", y.batchEfficiency("SB-2611-01"));
        System.out.print(y.report("oyster-a"));
    }
}
