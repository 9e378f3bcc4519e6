"use strict";

const { pharmacyApi } = require("./clients");
const { sendSms, sendEmail } = require("./notify");
const logger = require("./logger");

const REMIND_DAYS_BEFORE = 5;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

function daysLeft(rx, now) {
  const runsOut = new Date(rx.lastFilled).getTime() + rx.daysSupply * MS_PER_DAY;
  return Math.floor((runsOut - now) / MS_PER_DAY);
}

function formatMessage(patient, rx, left) {
  const when = left <= 0 ? "today" : `in ${left} day${left === 1 ? "" : "s"}`;
  return `Hi ${patient.firstName}, your ${rx.drugName} runs out ${when}. Reply YES to request a refill.`;
}

function notify(patient, text) {
  if (patient.prefersSms && patient.mobile) {
    return sendSms(patient.mobile, text);
  }
  return sendEmail(patient.email, "Prescription refill reminder", text);
}

async function checkRefills(patientId, now = Date.now()) {
  try {
    const [patient, prescriptions] = await Promise.all([
      pharmacyApi.getPatient(patientId),
      pharmacyApi.listActivePrescriptions(patientId),
    ]);
    const due = prescriptions.filter(
      (rx) => rx.refillsRemaining > 0 && daysLeft(rx, now) <= REMIND_DAYS_BEFORE,
    );
    await Promise.all(
      due.map((rx) => notify(patient, formatMessage(patient, rx, daysLeft(rx, now)))),
    );
    return due.length;
  } catch (err) {
    logger.error({ err, patientId }, "refill check failed");
    return 0;
  }
}

module.exports = { checkRefills, daysLeft, formatMessage };
