package com.sudsandspin.maintenance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Maintenance ticket desk for the Suds &amp; Spin laundromats. Technicians are
 * loaded from a CSV export of the HR system; tickets come from the machine
 * telemetry alarms and from staff at the counter.
 */
public class TicketDesk {
    private static final Logger LOG = Logger.getLogger(TicketDesk.class.getName());
    private static final Duration OUTAGE_SLA = Duration.ofHours(4);
    private static final Duration NORMAL_SLA = Duration.ofHours(48);

    public enum Severity { LOW, MEDIUM, HIGH, OUTAGE }

    public static final class Technician {
        final String name;
        final String homeStore;
        final int maxOpenTickets;

        Technician(String name, String homeStore, int maxOpenTickets) {
            this.name = name;
            this.homeStore = homeStore;
            this.maxOpenTickets = maxOpenTickets;
        }
    }

    public static final class Ticket {
        final int id;
        final String store;
        final String machineId;
        final Severity severity;
        final Instant opened;
        String assignee;
        Instant closed;

        Ticket(int id, String store, String machineId, Severity severity, Instant opened) {
            this.id = id;
            this.store = store;
            this.machineId = machineId;
            this.severity = severity;
            this.opened = opened;
        }

        boolean isOpen() {
            return closed == null;
        }
    }

    private final Map<String, Technician> technicians = new HashMap<>();
    private final List<Ticket> tickets = new ArrayList<>();
    private int nextId = 1;

    /** Reads "name;store;max_open" lines; the first line is a header. */
    public int loadTechnicians(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        int loaded = 0;
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split(";");
            int maxOpen;
            try {
                maxOpen = Integer.parseInt(parts[2].trim());
            } catch (NumberFormatException e) {
                LOG.warning("skipping line " + (i + 1) + " of " + csv + ": bad max_open '" + parts[2].trim() + "'");
                maxOpen = 0;
            }
            technicians.put(parts[0].trim(), new Technician(parts[0].trim(), parts[1].trim(), maxOpen));
            loaded++;
        }
        LOG.info("loaded " + loaded + " technicians from " + csv);
        return loaded;
    }

    public Ticket open(String store, String machineId, Severity severity, Instant now) {
        Ticket t = new Ticket(nextId++, store, machineId, severity, now);
        tickets.add(t);
        if (severity == Severity.OUTAGE) {
            LOG.warning("outage ticket " + t.id + " for " + machineId + " at " + store);
        }
        return t;
    }

    private long openCount(String technician) {
        return tickets.stream().filter(t -> t.isOpen() && technician.equals(t.assignee)).count();
    }

    public Optional<Technician> pickTechnician(String store) {
        return technicians.values().stream()
                .filter(tech -> tech.homeStore.equals(store))
                .filter(tech -> openCount(tech.name) < tech.maxOpenTickets)
                .min(Comparator.comparingLong(tech -> openCount(tech.name)));
    }

    public boolean assign(Ticket ticket) {
        Optional<Technician> tech = pickTechnician(ticket.store);
        if (tech.isEmpty()) {
            return false;
        }
        ticket.assignee = tech.get().name;
        return true;
    }

    public void close(int id, Instant now) {
        for (Ticket t : tickets) {
            if (t.id == id && t.isOpen()) {
                t.closed = now;
                return;
            }
        }
        throw new IllegalArgumentException("no open ticket " + id);
    }

    public List<Ticket> overdue(Instant now) {
        List<Ticket> out = new ArrayList<>();
        for (Ticket t : tickets) {
            if (!t.isOpen()) {
                continue;
            }
            Duration sla = t.severity == Severity.OUTAGE ? OUTAGE_SLA : NORMAL_SLA;
            if (Duration.between(t.opened, now).compareTo(sla) > 0) {
                out.add(t);
            }
        }
        out.sort(Comparator.comparing((Ticket t) -> t.opened));
        return out;
    }

    public Map<Severity, Integer> openBySeverity() {
        Map<Severity, Integer> counts = new EnumMap<>(Severity.class);
        for (Ticket t : tickets) {
            if (t.isOpen()) {
                counts.merge(t.severity, 1, Integer::sum);
            }
        }
        return counts;
    }

    public String csvReport() {
        StringBuilder sb = new StringBuilder("id;store;machine;severity;assignee;open\n");
        for (Ticket t : tickets) {
            sb.append(t.id).append(';')
              .append(t.store).append(';')
              .append(t.machineId).append(';')
              .append(t.severity).append(';')
              .append(t.assignee == null ? "" : t.assignee).append(';')
              .append(t.isOpen()).append('\n');
        }
        return sb.toString();
    }
}
