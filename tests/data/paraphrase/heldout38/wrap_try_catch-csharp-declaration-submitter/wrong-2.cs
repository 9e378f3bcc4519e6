using System;
using System.Collections.Generic;
using System.Linq;

namespace Brokerage.Filing
{
    public class GatewayTimeoutException : Exception
    {
        public GatewayTimeoutException(string message) : base(message) { }
    }

    public class RejectedByCustomsException : Exception
    {
        public string ReasonCode { get; }

        public RejectedByCustomsException(string reasonCode, string message) : base(message)
        {
            ReasonCode = reasonCode;
        }
    }

    public sealed class Declaration
    {
        public string Reference { get; set; } = "";
        public string ImporterEori { get; set; } = "";
        public string Procedure { get; set; } = "4000";
        public decimal CustomsValueEur { get; set; }
        public List<string> TariffCodes { get; set; } = new List<string>();
        public string Mrn { get; set; }
    }

    public interface ICustomsGateway
    {
        /// <summary>Lodges the declaration and returns the movement reference number.</summary>
        string Lodge(Declaration declaration);
        string Status(string mrn);
    }

    public interface IFilingLog
    {
        void Info(string message);
        void Warn(string message);
    }

    public sealed class BatchResult
    {
        public int Submitted { get; set; }
        public List<string> Failed { get; } = new List<string>();
        public List<string> Rejected { get; } = new List<string>();
    }

    public sealed class DeclarationSubmitter
    {
        private readonly ICustomsGateway _gateway;
        private readonly IFilingLog _log;
        private const int MaxBatch = 50;

        public DeclarationSubmitter(ICustomsGateway gateway, IFilingLog log)
        {
            _gateway = gateway;
            _log = log;
        }

        public static IEnumerable<string> Validate(Declaration d)
        {
            if (string.IsNullOrWhiteSpace(d.Reference))
                yield return "missing reference";
            if (d.ImporterEori.Length < 3 || !char.IsLetter(d.ImporterEori[0]))
                yield return "importer EORI looks wrong";
            if (d.TariffCodes.Count == 0)
                yield return "no goods items";
            foreach (var code in d.TariffCodes.Where(c => c.Replace(".", "").Length < 8))
                yield return $"tariff code {code} is shorter than eight digits";
            if (d.CustomsValueEur <= 0)
                yield return "customs value must be positive";
        }

        public BatchResult SubmitBatch(IReadOnlyList<Declaration> declarations)
        {
            if (declarations.Count > MaxBatch)
                throw new ArgumentException($"at most {MaxBatch} declarations per batch");

            var result = new BatchResult();
            try
            {
            foreach (var d in declarations)
            {
                var problems = Validate(d).ToList();
                if (problems.Count > 0)
                {
                    _log.Warn($"{d.Reference}: not lodged ({string.Join("; ", problems)})");
                    result.Failed.Add(d.Reference);
                    continue;
                }

                d.Mrn = _gateway.Lodge(d);
                result.Submitted++;
                _log.Info($"{d.Reference}: lodged as {d.Mrn}");
            }
            }
            catch (GatewayTimeoutException ex)
            {
                _log.Warn($"gateway timeout ({ex.Message})");
            }
            return result;
        }

        public Dictionary<string, string> PollStatuses(IEnumerable<Declaration> lodged)
        {
            var statuses = new Dictionary<string, string>();
            foreach (var d in lodged.Where(x => x.Mrn != null))
            {
                try
                {
                    statuses[d.Reference] = _gateway.Status(d.Mrn);
                }
                catch (RejectedByCustomsException ex)
                {
                    statuses[d.Reference] = "REJECTED " + ex.ReasonCode;
                }
            }
            return statuses;
        }

        public static string Summary(BatchResult r)
        {
            var parts = new List<string> { $"{r.Submitted} lodged" };
            if (r.Failed.Count > 0)
                parts.Add($"{r.Failed.Count} failed ({string.Join(", ", r.Failed)})");
            if (r.Rejected.Count > 0)
                parts.Add($"{r.Rejected.Count} rejected");
            return string.Join(", ", parts);
        }
    }

    public static class Eori
    {
        public static string CountryOf(string eori)
        {
            if (eori == null || eori.Length < 2)
                return "??";
            return eori.Substring(0, 2).ToUpperInvariant();
        }

        public static bool IsDomestic(string eori, string homeCountry = "NL")
        {
            return CountryOf(eori) == homeCountry;
        }

        public static bool LooksValid(string eori)
        {
            if (string.IsNullOrEmpty(eori) || eori.Length < 3 || eori.Length > 17)
                return false;
            if (!char.IsLetter(eori[0]) || !char.IsLetter(eori[1]))
                return false;
            return eori.Skip(2).All(char.IsLetterOrDigit);
        }
    }
}
