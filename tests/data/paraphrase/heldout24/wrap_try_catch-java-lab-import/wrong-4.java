package clinic.willowbank.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Imports the haematology and biochemistry exports of the in-house analysers
 * (semicolon separated, one result per line) into the patient record.
 *
 * <p>Line format: {@code chart;sampleId;analyte;value;unit;yyyy-MM-dd HH:mm}
 */
public class LabImporter {

    private static final Logger LOG = Logger.getLogger(LabImporter.class.getName());
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    /** Reference intervals per species and analyte: {low, high}. */
    private static final Map<String, double[]> CANINE_RANGES = new HashMap<>();
    private static final Map<String, double[]> FELINE_RANGES = new HashMap<>();

    static {
        CANINE_RANGES.put("ALT", new double[] {10, 125});
        CANINE_RANGES.put("CREA", new double[] {44, 159});
        CANINE_RANGES.put("GLU", new double[] {4.11, 7.95});
        CANINE_RANGES.put("HCT", new double[] {37.3, 61.7});
        FELINE_RANGES.put("ALT", new double[] {12, 130});
        FELINE_RANGES.put("CREA", new double[] {71, 212});
        FELINE_RANGES.put("GLU", new double[] {3.95, 8.84});
        FELINE_RANGES.put("HCT", new double[] {30.3, 52.3});
    }

    public static final class LabResult {
        public final String chart;
        public final String sampleId;
        public final String analyte;
        public final double value;
        public final String unit;
        public final LocalDateTime measuredAt;

        LabResult(String chart, String sampleId, String analyte, double value, String unit, LocalDateTime measuredAt) {
            this.chart = chart;
            this.sampleId = sampleId;
            this.analyte = analyte;
            this.value = value;
            this.unit = unit;
            this.measuredAt = measuredAt;
        }

        @Override
        public String toString() {
            return chart + "/" + sampleId + " " + analyte + "=" + value + " " + unit;
        }
    }

    private final Map<String, String> speciesByChart;
    private final List<String> flags = new ArrayList<>();

    public LabImporter(Map<String, String> speciesByChart) {
        this.speciesByChart = speciesByChart;
    }

    /** Reads one export file; lines starting with '#' are analyser comments. */
    public List<LabResult> importFile(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<LabResult> results = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split(";", -1);
            if (cols.length != 6) {
                LOG.warning(file.getFileName() + ":" + lineNo + ": expected 6 columns, got " + cols.length);
                continue;
            }
            LabResult result;
            try {
                double value = Double.parseDouble(cols[3].trim().replace(',', '.'));
                LocalDateTime at = LocalDateTime.parse(cols[5].trim(), STAMP);
                result = new LabResult(cols[0].trim(), cols[1].trim(), cols[2].trim().toUpperCase(), value, cols[4].trim(), at);
            } catch (NumberFormatException | DateTimeParseException e) {
                LOG.warning(file.getFileName() + ":" + lineNo + ": skipped unparsable line: " + e.getMessage());
                continue;
            }
            results.add(result);
            flagIfOutOfRange(result);
        }
        LOG.info(file.getFileName() + ": " + results.size() + " results imported");
        return results;
    }

    private void flagIfOutOfRange(LabResult r) {
        String species = speciesByChart.getOrDefault(r.chart, "unknown");
        Map<String, double[]> ranges;
        if (species.equals("canine")) {
            ranges = CANINE_RANGES;
        } else if (species.equals("feline")) {
            ranges = FELINE_RANGES;
        } else {
            return;
        }
        double[] range = ranges.get(r.analyte);
        if (range == null) {
            return;
        }
        if (r.value < range[0]) {
            flags.add(r + " LOW (ref " + range[0] + "-" + range[1] + ")");
        } else if (r.value > range[1]) {
            flags.add(r + " HIGH (ref " + range[0] + "-" + range[1] + ")");
        }
    }

    /** Results out of the reference interval since the importer was created. */
    public List<String> flags() {
        return Collections.unmodifiableList(flags);
    }

    /** Latest value per analyte for one chart, for the consult-room summary card. */
    public static Map<String, LabResult> latestByAnalyte(List<LabResult> results, String chart) {
        Map<String, LabResult> latest = new HashMap<>();
        for (LabResult r : results) {
            if (!r.chart.equals(chart)) {
                continue;
            }
            LabResult seen = latest.get(r.analyte);
            if (seen == null || r.measuredAt.isAfter(seen.measuredAt)) {
                latest.put(r.analyte, r);
            }
        }
        return latest;
    }

    /** One line per analyte for the printed lab summary, oldest first. */
    public static List<String> summaryLines(List<LabResult> results, String chart) {
        List<LabResult> own = new ArrayList<>();
        for (LabResult r : results) {
            if (r.chart.equals(chart)) {
                own.add(r);
            }
        }
        own.sort((a, b) -> a.measuredAt.compareTo(b.measuredAt));
        List<String> lines = new ArrayList<>();
        for (LabResult r : own) {
            lines.add(STAMP.format(r.measuredAt) + "  " + r.analyte + " " + r.value + " " + r.unit);
        }
        return lines;
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> species = new HashMap<>();
        species.put("W-10442", "canine");
        species.put("W-10871", "feline");
        LabImporter importer = new LabImporter(species);
        for (String arg : args) {
            importer.importFile(Path.of(arg));
        }
        importer.flags().forEach(System.out::println);
    }
}
