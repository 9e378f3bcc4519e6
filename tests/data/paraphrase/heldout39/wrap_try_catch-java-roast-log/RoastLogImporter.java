package coffee.ridgeline.roastlog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Reads the roast log exported by the Cropster tablet on the Probat and turns it
 * into records for the weekly quality meeting.
 *
 * <p>One line per batch: date;lot;profile;charge kg;drop kg;first crack s;drop s;operator
 */
public final class RoastLogImporter {

    private static final Logger LOG = Logger.getLogger(RoastLogImporter.class.getName());
    private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final int COLUMNS = 8;
    private static final double MAX_LOSS = 0.20;

    public record RoastRecord(
            LocalDate day,
            String lot,
            String profile,
            double chargeKg,
            double dropKg,
            int firstCrackS,
            int dropS,
            String operator) {

        public double loss() {
            return (chargeKg - dropKg) / chargeKg;
        }

        public double developmentRatio() {
            return dropS == 0 ? 0.0 : (double) (dropS - firstCrackS) / dropS;
        }
    }

    private final List<String> warnings = new ArrayList<>();

    public List<String> warnings() {
        return Collections.unmodifiableList(warnings);
    }

    static RoastRecord parseLine(String line) {
        String[] cols = line.split(";", -1);
        if (cols.length != COLUMNS) {
            throw new IllegalArgumentException("expected " + COLUMNS + " columns, got " + cols.length);
        }
        return new RoastRecord(
                LocalDate.parse(cols[0].trim(), DAY),
                cols[1].trim(),
                cols[2].trim(),
                Double.parseDouble(cols[3].trim()),
                Double.parseDouble(cols[4].trim()),
                Integer.parseInt(cols[5].trim()),
                Integer.parseInt(cols[6].trim()),
                cols[7].trim());
    }

    public List<RoastRecord> importFile(Path path) throws IOException {
        List<String> lines = Files.readAllLines(path);
        List<RoastRecord> records = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            RoastRecord r = parseLine(line);
            records.add(r);
        }
        LOG.info("imported " + records.size() + " batches from " + path.getFileName());
        return records;
    }

    public List<RoastRecord> suspicious(List<RoastRecord> records) {
        List<RoastRecord> out = new ArrayList<>();
        for (RoastRecord r : records) {
            if (r.loss() > MAX_LOSS) {
                warnings.add(r.lot() + " on " + r.day() + ": loss " + Math.round(r.loss() * 100) + "%");
                out.add(r);
            } else if (r.dropKg() > r.chargeKg()) {
                warnings.add(r.lot() + " on " + r.day() + ": drop heavier than charge");
                out.add(r);
            }
        }
        return out;
    }

    public Map<String, Double> greenUsedByLot(List<RoastRecord> records) {
        Map<String, Double> used = new HashMap<>();
        for (RoastRecord r : records) {
            used.merge(r.lot(), r.chargeKg(), Double::sum);
        }
        return used;
    }

    public Map<String, Double> averageDevelopmentByProfile(List<RoastRecord> records) {
        Map<String, double[]> sums = new HashMap<>();
        for (RoastRecord r : records) {
            double[] s = sums.computeIfAbsent(r.profile(), k -> new double[2]);
            s[0] += r.developmentRatio();
            s[1] += 1;
        }
        Map<String, Double> out = new HashMap<>();
        sums.forEach((profile, s) -> out.put(profile, s[0] / s[1]));
        return out;
    }

    public List<String> operatorsOn(List<RoastRecord> records, LocalDate day) {
        List<String> names = new ArrayList<>();
        for (RoastRecord r : records) {
            if (r.day().equals(day) && !names.contains(r.operator())) {
                names.add(r.operator());
            }
        }
        Collections.sort(names);
        return names;
    }

    public String weeklySummary(List<RoastRecord> records) {
        double green = records.stream().mapToDouble(RoastRecord::chargeKg).sum();
        double roasted = records.stream().mapToDouble(RoastRecord::dropKg).sum();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%d batches, %.1f kg green, %.1f kg roasted%n", records.size(), green, roasted));
        averageDevelopmentByProfile(records).entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> sb.append(String.format("  %-24s DTR %.1f%%%n", e.getKey(), e.getValue() * 100)));
        for (String w : warnings) {
            sb.append("  ! ").append(w).append(System.lineSeparator());
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: RoastLogImporter <export.csv>");
            System.exit(2);
        }
        RoastLogImporter importer = new RoastLogImporter();
        List<RoastRecord> records = importer.importFile(Path.of(args[0]));
        importer.suspicious(records);
        System.out.print(importer.weeklySummary(records));
    }
}
