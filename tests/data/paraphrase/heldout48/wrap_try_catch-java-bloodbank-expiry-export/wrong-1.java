package org.northgate.bloodbank.expiry;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Reads the nightly stock export and reports units that are about to expire. */
public final class ExpiryTracker {

    private static final Logger LOG = Logger.getLogger(ExpiryTracker.class.getName());
    private static final int WARNING_DAYS = 3;

    /** One line of the stock export: unitId;component;aboRh;expiryDate;location. */
    public record StockUnit(String unitId, String component, String aboRh, LocalDate expiry, String location) {

        long daysLeft(LocalDate today) {
            return ChronoUnit.DAYS.between(today, expiry);
        }

        boolean expired(LocalDate today) {
            return !expiry.isAfter(today);
        }
    }

    private final Path exportDir;
    /** Export lines that could not be parsed, shown at the morning handover. */
    private final List<String> rejectedLines = new ArrayList<>();

    public ExpiryTracker(Path exportDir) {
        this.exportDir = exportDir;
    }

    public List<String> rejectedLines() {
        return List.copyOf(rejectedLines);
    }

    static StockUnit parseLine(String line) {
        String[] parts = line.split(";");
        if (parts.length != 5) {
            throw new IllegalArgumentException("expected 5 fields, got " + parts.length);
        }
        return new StockUnit(parts[0].trim(), parts[1].trim(), parts[2].trim(),
                LocalDate.parse(parts[3].trim()), parts[4].trim());
    }

    public List<StockUnit> loadExport(LocalDate day) throws IOException {
        Path file = exportDir.resolve("stock-" + day + ".csv");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<StockUnit> units = new ArrayList<>();
        try {
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) {
                    continue;
                }
                units.add(parseLine(line));
            }
        } catch (IllegalArgumentException | DateTimeParseException e) {
            LOG.warning("skipping bad export line (" + e.getMessage() + ")");
        }
        LOG.info(() -> "loaded " + units.size() + " units from " + file);
        return units;
    }

    public List<StockUnit> expiringSoon(List<StockUnit> units, LocalDate today) {
        List<StockUnit> soon = new ArrayList<>();
        for (StockUnit u : units) {
            long left = u.daysLeft(today);
            if (left >= 0 && left <= WARNING_DAYS) {
                soon.add(u);
            }
        }
        soon.sort(Comparator.comparing(StockUnit::expiry).thenComparing(StockUnit::unitId));
        return soon;
    }

    public List<StockUnit> expired(List<StockUnit> units, LocalDate today) {
        List<StockUnit> out = new ArrayList<>();
        for (StockUnit u : units) {
            if (u.expired(today)) {
                out.add(u);
            }
        }
        return out;
    }

    public Map<String, Integer> expiringByComponent(List<StockUnit> units, LocalDate today) {
        Map<String, Integer> counts = new TreeMap<>();
        for (StockUnit u : expiringSoon(units, today)) {
            counts.merge(u.component(), 1, Integer::sum);
        }
        return counts;
    }

    /** Storage locations that hold at least one unit expiring soon, with how many. */
    public Map<String, Integer> locationsToCheck(List<StockUnit> units, LocalDate today) {
        Map<String, Integer> byLocation = new TreeMap<>();
        for (StockUnit u : expiringSoon(units, today)) {
            byLocation.merge(u.location(), 1, Integer::sum);
        }
        return byLocation;
    }

    /** Units of one ABO/Rh group that are still usable today, soonest expiry first. */
    public List<StockUnit> usableOfGroup(List<StockUnit> units, String aboRh, LocalDate today) {
        List<StockUnit> out = new ArrayList<>();
        for (StockUnit u : units) {
            if (u.aboRh().equals(aboRh) && !u.expired(today)) {
                out.add(u);
            }
        }
        out.sort(Comparator.comparing(StockUnit::expiry));
        return out;
    }

    public String renderReport(List<StockUnit> units, LocalDate today) {
        StringBuilder sb = new StringBuilder();
        sb.append("Expiry report ").append(today).append('\n');
        for (StockUnit u : expiringSoon(units, today)) {
            sb.append(String.format("  %-10s %-6s %-4s %s (%d days) %s%n",
                    u.unitId(), u.component(), u.aboRh(), u.expiry(), u.daysLeft(today), u.location()));
        }
        List<StockUnit> gone = expired(units, today);
        if (!gone.isEmpty()) {
            sb.append("Expired, remove from stock:\n");
            for (StockUnit u : gone) {
                sb.append("  ").append(u.unitId()).append(' ').append(u.location()).append('\n');
            }
        }
        expiringByComponent(units, today)
                .forEach((component, n) -> sb.append("  ").append(component).append(": ").append(n).append('\n'));
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        LocalDate today = args.length > 1 ? LocalDate.parse(args[1]) : LocalDate.now();
        ExpiryTracker tracker = new ExpiryTracker(Path.of(args[0]));
        List<StockUnit> units = tracker.loadExport(today);
        System.out.print(tracker.renderReport(units, today));
        if (!tracker.rejectedLines().isEmpty()) {
            LOG.log(Level.WARNING, "{0} lines rejected", tracker.rejectedLines().size());
        }
    }
}
