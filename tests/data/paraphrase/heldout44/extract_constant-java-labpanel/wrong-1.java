package at.tierklinik.lab;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Schedules blood panels on the clinic's two analysers and tells the front
 * desk when results can be expected. Samples older than their stability
 * window must be redrawn.
 */
public class LabPanelScheduler {

    /** Minutes a sample (other than coagulation) is stable at room temperature. */
    private static final int ROOM_TEMP_STABILITY_MINUTES = 480;

    public enum Panel {
        CBC("Complete blood count", 12),
        CHEM10("Chemistry 10", 14),
        SDMA("SDMA kidney marker", 60),
        T4("Total T4", 45),
        COAG("Coagulation (PT/aPTT)", 20);

        final String title;
        final int minutes;

        Panel(String title, int minutes) {
            this.title = title;
            this.minutes = minutes;
        }
    }

    public static final class Sample {
        final String id;
        final String patient;
        final Panel panel;
        final LocalDateTime drawnAt;
        final boolean urgent;

        public Sample(String id, String patient, Panel panel, LocalDateTime drawnAt, boolean urgent) {
            this.id = id;
            this.patient = patient;
            this.panel = panel;
            this.drawnAt = drawnAt;
            this.urgent = urgent;
        }
    }

    public static final class Slot {
        final Sample sample;
        final String analyser;
        final LocalDateTime start;
        final LocalDateTime ready;

        Slot(Sample sample, String analyser, LocalDateTime start, LocalDateTime ready) {
            this.sample = sample;
            this.analyser = analyser;
            this.start = start;
            this.ready = ready;
        }

        @Override
        public String toString() {
            return String.format("%s %-8s %-22s %s -> %s", analyser, sample.id, sample.panel.title, start.toLocalTime(), ready.toLocalTime());
        }
    }

    private final Map<Panel, String> analyserFor = new EnumMap<>(Panel.class);
    private final Map<String, LocalDateTime> busyUntil = new java.util.HashMap<>();

    public LabPanelScheduler() {
        analyserFor.put(Panel.CBC, "ProCyte");
        analyserFor.put(Panel.CHEM10, "Catalyst");
        analyserFor.put(Panel.SDMA, "Catalyst");
        analyserFor.put(Panel.T4, "Catalyst");
        analyserFor.put(Panel.COAG, "Coag Dx");
    }

    /** Whether the sample is still fresh enough to run. */
    public boolean stable(Sample sample, LocalDateTime now) {
        Duration age = Duration.between(sample.drawnAt, now);
        if (sample.panel == Panel.COAG) {
            // citrate tubes for coagulation must be run within 4 hours
            return age.toMinutes() <= ROOM_TEMP_STABILITY_MINUTES;
        }
        // everything else is stable for 8 hours at room temperature
        return age.toMinutes() <= ROOM_TEMP_STABILITY_MINUTES;
    }

    /** Orders samples: urgent first, then oldest draw first. */
    static List<Sample> queueOrder(List<Sample> samples) {
        List<Sample> sorted = new ArrayList<>(samples);
        sorted.sort(Comparator.comparing((Sample s) -> !s.urgent).thenComparing(s -> s.drawnAt));
        return sorted;
    }

    public List<Slot> schedule(List<Sample> samples, LocalDateTime now) {
        List<Slot> slots = new ArrayList<>();
        for (Sample sample : queueOrder(samples)) {
            if (!stable(sample, now)) {
                continue;
            }
            String analyser = analyserFor.get(sample.panel);
            LocalDateTime free = busyUntil.getOrDefault(analyser, now);
            LocalDateTime start = free.isAfter(now) ? free : now;
            // 3 minutes to load the rotor and run the QC check between samples
            LocalDateTime ready = start.plusMinutes(sample.panel.minutes + 3);
            busyUntil.put(analyser, ready);
            slots.add(new Slot(sample, analyser, start, ready));
        }
        return slots;
    }

    /** Samples the nurses have to redraw because they were not run in time. */
    public List<Sample> redraws(List<Sample> samples, LocalDateTime now) {
        List<Sample> out = new ArrayList<>();
        for (Sample sample : samples) {
            if (!stable(sample, now)) {
                out.add(sample);
            }
        }
        return out;
    }

    /** Average minutes from draw to result over the scheduled slots, for the monthly lab report. */
    public static double averageTurnaround(List<Slot> slots) {
        if (slots.isEmpty()) {
            return 0.0;
        }
        long total = 0;
        for (Slot slot : slots) {
            total += Duration.between(slot.sample.drawnAt, slot.ready).toMinutes();
        }
        return (double) total / slots.size();
    }

    public static void main(String[] args) {
        LocalDateTime now = LocalDateTime.of(2026, 1, 14, 9, 30);
        List<Sample> samples = List.of(
            new Sample("L-5521", "Bruno (Labrador)", Panel.CHEM10, now.minusMinutes(40), false),
            new Sample("L-5522", "Mimi (EKH)", Panel.T4, now.minusHours(2), false),
            new Sample("L-5523", "Rex (Schäfer)", Panel.COAG, now.minusHours(5), true),
            new Sample("L-5524", "Luna (Beagle)", Panel.CBC, now.minusMinutes(10), true));
        LabPanelScheduler scheduler = new LabPanelScheduler();
        for (Slot slot : scheduler.schedule(samples, now)) {
            System.out.println(slot);
        }
        for (Sample s : scheduler.redraws(samples, now)) {
            System.out.println("redraw " + s.id + " for " + s.patient);
        }
    }
}
