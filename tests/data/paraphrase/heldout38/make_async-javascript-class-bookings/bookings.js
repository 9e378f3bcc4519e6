// Evening class bookings for the hot shop (Ember & Rod Glass Studio).
const API = "https://bookings.emberandrod.studio/api";
const DEPOSIT_GBP = 40;

function listSessions(courseCode) {
  return fetch(`${API}/courses/${encodeURIComponent(courseCode)}/sessions`)
    .then((res) => res.json())
    .then((sessions) => sessions.filter((s) => !s.cancelled));
}

function reserveSeat(sessionId, student) {
  return fetch(`${API}/sessions/${sessionId}`)
    .then((res) => res.json())
    .then((session) => {
      if (session.booked >= session.capacity) {
        throw new Error(`Session ${sessionId} is full`);
      }
      return fetch(`${API}/sessions/${sessionId}/seats`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ student, deposit: DEPOSIT_GBP }),
      });
    })
    .then((res) => {
      if (!res.ok) throw new Error(`Booking failed: ${res.status}`);
      return res.json();
    });
}

function cancelSeat(sessionId, seatId) {
  return fetch(`${API}/sessions/${sessionId}/seats/${seatId}`, { method: "DELETE" })
    .then((res) => {
      if (!res.ok) throw new Error(`Cancel failed: ${res.status}`);
      return true;
    });
}

function seatsLeft(session) {
  return Math.max(0, session.capacity - session.booked);
}

module.exports = { listSessions, reserveSeat, cancelSeat, seatsLeft };
