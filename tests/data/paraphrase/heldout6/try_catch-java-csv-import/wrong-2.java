package com.example.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

public class CsvImporter {
    private static final Logger LOG = Logger.getLogger(CsvImporter.class.getName());

    private final Path inbox;

    public CsvImporter(Path inbox) {
        this.inbox = inbox;
    }

    /** Reads every line of one file; blank lines are skipped. */
    public List<String> readRows(Path file) throws IOException {
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank()) {
                rows.add(line.trim());
            }
        }
        return rows;
    }

    /** Imports every .csv file in the inbox and returns the number of rows read. */
    public int importAll(List<Path> files) throws IOException {
        int total = 0;
        for (Path file : files) {
            try {
                List<String> rows = readRows(file);
                total += rows.size();
                LOG.info("imported " + rows.size() + " rows from " + file);
            } catch (IOException e) {
            }
        }
        return total;
    }
}
