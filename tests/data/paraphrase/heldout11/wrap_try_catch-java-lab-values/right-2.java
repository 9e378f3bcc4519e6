package org.meadowcare.lab;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.logging.Logger;

/**
 * Parses the pipe-delimited result lines the reference lab drops on the SFTP share.
 *
 * <pre>OBX|seq|code|name|value|units|range|flag|observed_at</pre>
 */
public final class LabResultParser {

    private static final Logger LOG = Logger.getLogger(LabResultParser.class.getName());
    private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyyMMddHHmm");

    public record Observation(int seq, String code, String name, OptionalDouble value, String units,
                              double low, double high, String flag, LocalDateTime observedAt) {

        public boolean outOfRange() {
            if (value.isEmpty()) {
                return false;
            }
            double v = value.getAsDouble();
            return v < low || v > high;
        }
    }

    private LabResultParser() {
    }

    public static List<Observation> parse(List<String> lines) {
        List<Observation> out = new ArrayList<>();
        for (String line : lines) {
            if (!line.startsWith("OBX|")) {
                continue;
            }
            out.add(parseLine(line));
        }
        LOG.fine(() -> "parsed " + out.size() + " observations");
        return out;
    }

    static Observation parseLine(String line) {
        String[] f = line.split("\\|", -1);
        if (f.length < 9) {
            throw new IllegalArgumentException("short OBX line: " + line);
        }
        double[] range = parseReferenceRange(f[6]);
        return new Observation(
                Integer.parseInt(f[1]),
                f[2],
                f[3],
                parseValue(f[4]),
                f[5],
                range[0],
                range[1],
                f[7],
                LocalDateTime.parse(f[8], TS));
    }

    static OptionalDouble parseValue(String raw) {
        String trimmed = raw.trim();
        if (trimmed.isEmpty()) {
            return OptionalDouble.empty();
        }
        try {
            return OptionalDouble.of(Double.parseDouble(trimmed));
        } catch (NumberFormatException e) {
            LOG.warning("non-numeric lab value: " + raw);
            return OptionalDouble.empty();
        }
    }

    /** "3.5-5.1" to {3.5, 5.1}; an open side becomes an infinity. */
    static double[] parseReferenceRange(String raw) {
        String r = raw.trim();
        if (r.isEmpty()) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        if (r.startsWith("<")) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.parseDouble(r.substring(1))};
        }
        if (r.startsWith(">")) {
            return new double[] {Double.parseDouble(r.substring(1)), Double.POSITIVE_INFINITY};
        }
        int dash = r.indexOf('-', 1);
        return new double[] {Double.parseDouble(r.substring(0, dash)), Double.parseDouble(r.substring(dash + 1))};
    }

    public static String summary(List<Observation> observations) {
        StringBuilder sb = new StringBuilder();
        for (Observation o : observations) {
            sb.append(o.code()).append(' ').append(o.name()).append(": ");
            if (o.value().isPresent()) {
                sb.append(o.value().getAsDouble()).append(' ').append(o.units());
            } else {
                sb.append("(no value)");
            }
            if (o.outOfRange()) {
                sb.append(" [").append(o.flag().isEmpty() ? "!" : o.flag()).append(']');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
