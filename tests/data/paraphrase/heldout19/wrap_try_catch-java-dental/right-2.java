package nl.tandartspraktijk.molenhoek.claims;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Exports treatment claims for the insurers' Vektis portal. Every insurer gets
 * one CSV per batch; a batch is only marked as sent once its file is written.
 */
public class ClaimExporter {

    private static final Logger LOG = Logger.getLogger(ClaimExporter.class.getName());
    private static final DateTimeFormatter FILE_DATE = DateTimeFormatter.ofPattern("yyyyMMdd");
    private static final String HEADER = "claim_id;patient_bsn;treatment_code;date;tooth;amount_eur";
    private static final BigDecimal MAX_CLAIM_EUR = new BigDecimal("2500.00");

    public static final class Claim {
        final String id;
        final String patientBsn;
        final String insurerUzovi;
        final String treatmentCode;
        final LocalDate date;
        final String tooth;
        final BigDecimal amount;
        boolean sent;

        public Claim(String id, String patientBsn, String insurerUzovi, String treatmentCode,
                     LocalDate date, String tooth, BigDecimal amount) {
            this.id = id;
            this.patientBsn = patientBsn;
            this.insurerUzovi = insurerUzovi;
            this.treatmentCode = treatmentCode;
            this.date = date;
            this.tooth = tooth;
            this.amount = amount;
        }
    }

    private final String practiceAgb;
    private int batchCounter;

    public ClaimExporter(String practiceAgb) {
        this.practiceAgb = practiceAgb;
    }

    /** Claims that are not sent yet, grouped by insurer (UZOVI code). */
    public Map<String, List<Claim>> pendingByInsurer(List<Claim> claims) {
        Map<String, List<Claim>> grouped = new TreeMap<>();
        for (Claim c : claims) {
            if (c.sent) {
                continue;
            }
            grouped.computeIfAbsent(c.insurerUzovi, k -> new ArrayList<>()).add(c);
        }
        return grouped;
    }

    /** A claim above the ceiling needs a prior authorisation and is held back. */
    public boolean needsAuthorisation(Claim c) {
        return c.amount.compareTo(MAX_CLAIM_EUR) > 0;
    }

    static String csvLine(Claim c) {
        return String.join(";",
                c.id,
                c.patientBsn,
                c.treatmentCode,
                c.date.toString(),
                c.tooth == null ? "" : c.tooth,
                c.amount.setScale(2, RoundingMode.HALF_UP).toPlainString());
    }

    String fileName(String uzovi, LocalDate day) {
        batchCounter++;
        return String.format("%s_%s_%s_%03d.csv", practiceAgb, uzovi, FILE_DATE.format(day), batchCounter);
    }

    private void markSent(List<Claim> claims) {
        for (Claim c : claims) {
            c.sent = true;
        }
    }

    /**
     * Writes one insurer's batch. Returns true when the file was written and
     * the claims were marked as sent.
     */
    public boolean exportBatch(String uzovi, List<Claim> claims, Path outDir, LocalDate day) throws IOException {
        List<Claim> ready = new ArrayList<>();
        for (Claim c : claims) {
            if (!needsAuthorisation(c)) {
                ready.add(c);
            }
        }
        if (ready.isEmpty()) {
            return false;
        }
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (Claim c : ready) {
            csv.append(csvLine(c)).append('\n');
        }
        Files.createDirectories(outDir);
        Path target = outDir.resolve(fileName(uzovi, day));
        try {
            Files.writeString(target, csv.toString(), StandardCharsets.UTF_8);
        } catch (IOException ex) {
            LOG.log(Level.WARNING, "writing " + target.getFileName() + " failed, batch not marked as sent", ex);
            return false;
        }
        markSent(ready);
        LOG.info("exported " + ready.size() + " claim(s) for " + uzovi + " to " + target.getFileName());
        return true;
    }

    /** Exports every insurer's pending claims; returns how many batches were written. */
    public int exportAll(List<Claim> claims, Path outDir, LocalDate day) throws IOException {
        int written = 0;
        for (Map.Entry<String, List<Claim>> e : pendingByInsurer(claims).entrySet()) {
            if (exportBatch(e.getKey(), e.getValue(), outDir, day)) {
                written++;
            }
        }
        return written;
    }

    /** Totals per insurer for the monthly overview, sent claims included. */
    public Map<String, BigDecimal> totals(List<Claim> claims) {
        Map<String, BigDecimal> sums = new TreeMap<>();
        for (Claim c : claims) {
            sums.merge(c.insurerUzovi, c.amount, BigDecimal::add);
        }
        return sums;
    }

    public static void main(String[] args) throws IOException {
        ClaimExporter exporter = new ClaimExporter("12-345678");
        List<Claim> claims = List.of(
                new Claim("C-1001", "123456782", "3311", "C11", LocalDate.of(2026, 11, 3), null, new BigDecimal("24.51")),
                new Claim("C-1002", "123456782", "3311", "V21", LocalDate.of(2026, 11, 3), "36", new BigDecimal("57.80")),
                new Claim("C-1003", "987654321", "0101", "R24", LocalDate.of(2026, 11, 4), "11", new BigDecimal("2870.00")));
        int batches = exporter.exportAll(new ArrayList<>(claims), Path.of(args.length > 0 ? args[0] : "out"), LocalDate.now());
        System.out.println(batches + " batch(es) written");
    }
}
