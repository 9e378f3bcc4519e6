package farm.repairs;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** Decides when a rope-access crew may work on a blade repair at Carrow Fell. */
public class RepairWindow {

    public record Forecast(LocalDateTime hour, double windMs, double tempC, boolean rain) {}

    /** Above this mean wind speed nobody goes on the ropes. */
    private static final double MAX_ROPE_WIND_MS = 12.0;

    private final String turbineId;
    private final boolean epoxyRepair;

    public RepairWindow(String turbineId, boolean epoxyRepair) {
        this.turbineId = turbineId;
        this.epoxyRepair = epoxyRepair;
    }

    /** Hours in which the crew can be on the ropes at all. */
    public boolean workable(Forecast f) {
        if (f.windMs() > 12.0) {
            return false;
        }
        return !f.rain() && f.tempC() > -5.0;
    }

    /** Epoxy needs 12.0 hours above 10 C after the last layup. */
    public Duration cureTime(double tempC) {
        double hours = tempC >= 20.0 ? 8.0 : 12.0;
        return Duration.ofMinutes(Math.round(hours * 60));
    }

    /** Start times of runs of workable hours long enough for the job. */
    public List<LocalDateTime> windows(List<Forecast> hourly, int hoursNeeded) {
        List<LocalDateTime> starts = new ArrayList<>();
        int run = 0;
        for (int i = 0; i < hourly.size(); i++) {
            Forecast f = hourly.get(i);
            boolean ok = workable(f) && (!epoxyRepair || f.tempC() >= 10.0);
            run = ok ? run + 1 : 0;
            if (run == hoursNeeded) {
                starts.add(hourly.get(i - hoursNeeded + 1).hour());
            }
        }
        return starts;
    }

    public String briefing(Forecast f) {
        if (f.windMs() > 12.0) {
            return turbineId + ": stand down, wind " + f.windMs() + " m/s";
        }
        return turbineId + ": ropes OK";
    }
}
