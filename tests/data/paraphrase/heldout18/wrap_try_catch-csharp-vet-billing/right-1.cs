using System;
using System.Collections.Generic;

namespace Harbourview.Billing
{
    public class TerminalTimeoutException : Exception
    {
        public TerminalTimeoutException(string message) : base(message) { }
    }

    public interface ICardTerminal
    {
        string Charge(string terminalId, decimal amount, string reference);
        void Refund(string terminalId, string authCode, decimal amount);
    }

    public interface IClinicLog
    {
        void Info(string message);
        void Warn(string message);
    }

    public class Invoice
    {
        public string Id { get; set; }
        public string ChartNo { get; set; }
        public decimal Total { get; set; }
        public bool Paid { get; set; }
        public string AuthCode { get; set; }
        public List<string> Lines { get; } = new List<string>();
    }

    public class PaymentResult
    {
        public string InvoiceId { get; private set; }
        public string Status { get; private set; }
        public string AuthCode { get; private set; }

        public static PaymentResult Approved(string invoiceId, string authCode) =>
            new PaymentResult { InvoiceId = invoiceId, Status = "approved", AuthCode = authCode };

        public static PaymentResult Pending(string invoiceId) =>
            new PaymentResult { InvoiceId = invoiceId, Status = "pending" };
    }

    public class VisitBilling
    {
        private readonly ICardTerminal _terminal;
        private readonly IClinicLog _log;
        private readonly string _terminalId;

        public VisitBilling(ICardTerminal terminal, IClinicLog log, string terminalId)
        {
            _terminal = terminal;
            _log = log;
            _terminalId = terminalId;
        }

        public PaymentResult ChargeVisit(Invoice invoice)
        {
            if (invoice.Paid)
            {
                throw new InvalidOperationException("invoice " + invoice.Id + " is already paid");
            }
            string authCode;
            try
            {
                authCode = _terminal.Charge(_terminalId, invoice.Total, invoice.Id);
            }
            catch (TerminalTimeoutException ex)
            {
                _log.Warn("terminal timed out for " + invoice.Id + ": " + ex.Message);
                return PaymentResult.Pending(invoice.Id);
            }
            invoice.Paid = true;
            invoice.AuthCode = authCode;
            _log.Info("charged " + invoice.Total.ToString("0.00") + " for " + invoice.Id);
            return PaymentResult.Approved(invoice.Id, authCode);
        }

        public void RefundVisit(Invoice invoice, decimal amount)
        {
            if (!invoice.Paid || amount <= 0 || amount > invoice.Total)
            {
                throw new ArgumentOutOfRangeException(nameof(amount));
            }
            _terminal.Refund(_terminalId, invoice.AuthCode, amount);
            _log.Info("refunded " + amount.ToString("0.00") + " on " + invoice.Id);
        }
    }
}
