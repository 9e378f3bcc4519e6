package farm.carndubh.scada;

import java.util.ArrayList;
import java.util.List;

public final class AlarmReport {

    public interface AlarmLog {
        List<String> recentCodes();
        int unacknowledged();
    }

    public interface Controller {
        AlarmLog getAlarmLog();
        String firmware();
    }

    public interface Turbine {
        String id();
        Controller getController();
    }

    private static final int MAX_CODES = 5;

    /** One line per turbine for the control-room wallboard. */
    public String alarmSummary(Turbine t) {
        Controller controller = t.getController();
        if (controller == null) {
            return t.id() + ": controller offline";
        }
        AlarmLog log = controller.getAlarmLog();
        List<String> codes = log.recentCodes();
        StringBuilder sb = new StringBuilder(t.id()).append(": ");
        if (codes.isEmpty()) {
            return sb.append("no alarms").toString();
        }
        for (int i = 0; i < codes.size() && i <= MAX_CODES; i++) {
            if (i > 0) sb.append(", ");
            sb.append(codes.get(i));
        }
        sb.append(" (").append(log.unacknowledged()).append(" unacked)");
        return sb.toString();
    }

    public List<String> wallboard(List<Turbine> turbines) {
        List<String> lines = new ArrayList<>();
        for (Turbine t : turbines) {
            lines.add(alarmSummary(t));
        }
        return lines;
    }
}
