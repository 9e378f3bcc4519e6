package ie.stbrigid.bloodbank.intake;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the nightly donation-centre manifest into the St. Brigid blood bank inventory.
 *
 * <p>Manifest lines look like {@code SB-24-01873;A+;RBC;280;2026-11-02}. Lines starting with
 * '#' are comments. Expiry is derived from the component's shelf life.
 */
public class BloodUnitImporter {

    public enum Component {
        RBC(42),
        PLATELETS(7),
        PLASMA(365),
        CRYO(365);

        final int shelfLifeDays;

        Component(int shelfLifeDays) {
            this.shelfLifeDays = shelfLifeDays;
        }
    }

    public record BloodUnit(String unitId, String group, Component component, int volumeMl,
                            LocalDate collected, LocalDate expires) {
    }

    public static final class ImportResult {
        public int accepted;
        public int rejected;
        public final List<String> errors = new ArrayList<>();

        @Override
        public String toString() {
            return accepted + " accepted, " + rejected + " rejected";
        }
    }

    private static final Set<String> GROUPS =
            Set.of("O-", "O+", "A-", "A+", "B-", "B+", "AB-", "AB+");
    private static final int MIN_VOLUME_ML = 150;
    private static final int MAX_VOLUME_ML = 450;

    private final List<BloodUnit> inventory = new ArrayList<>();
    private final LocalDate today;

    public BloodUnitImporter(LocalDate today) {
        this.today = today;
    }

    /** Parses one manifest line; throws IllegalArgumentException if any field is invalid. */
    static BloodUnit parseLine(String line) {
        String[] f = line.split(";");
        if (f.length != 5) {
            throw new IllegalArgumentException("expected 5 fields, got " + f.length);
        }
        String unitId = f[0].trim();
        if (!unitId.matches("SB-\\d{2}-\\d{5}")) {
            throw new IllegalArgumentException("bad unit id '" + unitId + "'");
        }
        String group = f[1].trim();
        if (!GROUPS.contains(group)) {
            throw new IllegalArgumentException("unknown blood group '" + group + "'");
        }
        Component component = Component.valueOf(f[2].trim());
        int volume = Integer.parseInt(f[3].trim());
        if (volume < MIN_VOLUME_ML || volume > MAX_VOLUME_ML) {
            throw new IllegalArgumentException("volume " + volume + " ml out of range");
        }
        LocalDate collected;
        try {
            collected = LocalDate.parse(f[4].trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("bad collection date '" + f[4].trim() + "'", e);
        }
        LocalDate expires = collected.plusDays(component.shelfLifeDays);
        return new BloodUnit(unitId, group, component, volume, collected, expires);
    }

    /** Adds every unit in the manifest to the inventory. */
    public ImportResult importBatch(List<String> lines) {
        ImportResult result = new ImportResult();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            BloodUnit unit;
            try {
                unit = parseLine(line);
            } catch (IllegalArgumentException e) {
                result.rejected++;
                result.errors.add("line " + (i + 1) + ": " + e.getMessage());
                continue;
            }
            inventory.add(unit);
            result.accepted++;
        }
        return result;
    }

    /** Removes a unit from stock (transfused, wasted or returned); false if it is not held. */
    public boolean discard(String unitId, String reason) {
        for (int i = 0; i < inventory.size(); i++) {
            if (inventory.get(i).unitId().equals(unitId)) {
                inventory.remove(i);
                System.err.println("discarded " + unitId + ": " + reason);
                return true;
            }
        }
        return false;
    }

    public List<BloodUnit> inventory() {
        return Collections.unmodifiableList(inventory);
    }

    /** Units that expire within the given number of days, soonest first. */
    public List<BloodUnit> expiringWithin(int days) {
        List<BloodUnit> out = new ArrayList<>();
        for (BloodUnit u : inventory) {
            long left = ChronoUnit.DAYS.between(today, u.expires());
            if (left >= 0 && left <= days) {
                out.add(u);
            }
        }
        out.sort((a, b) -> a.expires().compareTo(b.expires()));
        return out;
    }

    /** Count of in-date units per component, for the morning stock report. */
    public Map<Component, Integer> stockByComponent() {
        Map<Component, Integer> counts = new EnumMap<>(Component.class);
        for (BloodUnit u : inventory) {
            if (!u.expires().isBefore(today)) {
                counts.merge(u.component(), 1, Integer::sum);
            }
        }
        return counts;
    }

    public static void main(String[] args) {
        BloodUnitImporter importer = new BloodUnitImporter(LocalDate.of(2026, 12, 6));
        ImportResult result = importer.importBatch(List.of(
                "# manifest 2026-12-05, Ballymore centre",
                "SB-24-01873;A+;RBC;280;2026-11-02",
                "SB-24-01877;O-;RBC;275;2026-11-03",
                "SB-24-02011;B+;PLATELETS;310;2026-12-04"));
        System.out.println(result);
        System.out.println(importer.stockByComponent());
    }
}
