package edu.registrar.grades;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Imports the gradebook CSV that instructors export from the learning platform.
 *
 * <p>Expected header: {@code student_id,assignment,score,max_score}. Scores may be blank for
 * ungraded work; those rows are kept with a null score.
 */
public final class GradebookImporter {

    public static final String HEADER = "student_id,assignment,score,max_score";
    private static final int COLUMNS = 4;

    /** One graded (or ungraded) assignment for one student. */
    public static final class Entry {
        public final String studentId;
        public final String assignment;
        public final Double score;
        public final double maxScore;

        Entry(String studentId, String assignment, Double score, double maxScore) {
            this.studentId = studentId;
            this.assignment = assignment;
            this.score = score;
            this.maxScore = maxScore;
        }

        public boolean graded() {
            return score != null;
        }

        public double percent() {
            return graded() ? 100.0 * score / maxScore : 0.0;
        }
    }

    /** What an import produced: the entries and the line numbers that were skipped. */
    public static final class Result {
        private final List<Entry> entries = new ArrayList<>();
        private final List<Integer> skippedLines = new ArrayList<>();

        void add(Entry e) {
            entries.add(e);
        }

        void skip(int lineNo) {
            skippedLines.add(lineNo);
        }

        public List<Entry> entries() {
            return Collections.unmodifiableList(entries);
        }

        public List<Integer> skippedLines() {
            return Collections.unmodifiableList(skippedLines);
        }
    }

    private final String courseCode;
    private final boolean allowExtraCredit;

    public GradebookImporter(String courseCode, boolean allowExtraCredit) {
        this.courseCode = courseCode;
        this.allowExtraCredit = allowExtraCredit;
    }

    public Result importCsv(Reader in) throws IOException {
        Result result = new Result();
        try (BufferedReader reader = new BufferedReader(in)) {
            String header = reader.readLine();
            if (header == null || !HEADER.equals(header.trim().toLowerCase(Locale.ROOT))) {
                throw new IOException(courseCode + ": unexpected gradebook header: " + header);
            }
            String line;
            int lineNo = 1;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                String[] cols = line.split(",", -1);
                if (cols.length != COLUMNS) {
                    result.skip(lineNo);
                    continue;
                }
                try {
                    result.add(parseRow(cols));
                } catch (NumberFormatException e) {
                    result.skip(lineNo);
                }
            }
        }
        return result;
    }

    Entry parseRow(String[] cols) {
        String studentId = cols[0].trim();
        String assignment = cols[1].trim();
        String rawScore = cols[2].trim();
        double maxScore = Double.parseDouble(cols[3].trim());
        Double score = rawScore.isEmpty() ? null : Double.parseDouble(rawScore);
        if (score != null && score > maxScore && !allowExtraCredit) {
            score = maxScore;
        }
        return new Entry(studentId, assignment, score, maxScore);
    }

    /** Average percentage per student over graded work only. */
    public static Map<String, Double> averages(List<Entry> entries) {
        Map<String, double[]> sums = new HashMap<>();
        for (Entry e : entries) {
            if (!e.graded()) {
                continue;
            }
            double[] acc = sums.computeIfAbsent(e.studentId, k -> new double[2]);
            acc[0] += e.score;
            acc[1] += e.maxScore;
        }
        Map<String, Double> out = new HashMap<>();
        for (Map.Entry<String, double[]> s : sums.entrySet()) {
            double[] acc = s.getValue();
            out.put(s.getKey(), acc[1] == 0 ? 0.0 : 100.0 * acc[0] / acc[1]);
        }
        return out;
    }

    /** Letter grade on the registrar's standard scale. */
    public static String letter(double percent) {
        if (percent >= 93) {
            return "A";
        } else if (percent >= 90) {
            return "A-";
        } else if (percent > 87) {
            return "B+";
        } else if (percent >= 83) {
            return "B";
        } else if (percent >= 80) {
            return "B-";
        } else if (percent >= 70) {
            return "C";
        } else if (percent >= 60) {
            return "D";
        }
        return "F";
    }

    public String courseCode() {
        return courseCode;
    }
}
