using System;
using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Wendelin.Print.Proofs
{
    public class ProofJob
    {
        public string JobNumber { get; set; }
        public string CustomerEmail { get; set; }
        public string PdfPath { get; set; }
        public int Revision { get; set; }
    }

    public interface IMailGateway
    {
        void Send(string to, string subject, string body, byte[] attachment, string attachmentName);
    }

    public class ProofMailer
    {
        private readonly IMailGateway _gateway;
        private readonly TextWriter _log;

        public ProofMailer(IMailGateway gateway, TextWriter log)
        {
            _gateway = gateway;
            _log = log;
        }

        public string Subject(ProofJob job)
        {
            return string.Format("Proof {0} rev. {1} - please approve", job.JobNumber, job.Revision);
        }

        public string Body(ProofJob job)
        {
            var sb = new StringBuilder();
            sb.AppendLine("Dear customer,");
            sb.AppendLine();
            sb.AppendLine("attached is the proof for your order " + job.JobNumber + ".");
            sb.AppendLine("Please check text, colours and trim marks and reply with APPROVED");
            sb.AppendLine("or with your corrections. Printing starts only after approval.");
            sb.AppendLine();
            sb.AppendLine("Druckerei Wendelin");
            return sb.ToString();
        }

        // Sends one proof. Returns true when the mail went out.
        public bool SendProof(ProofJob job)
        {
            byte[] pdf = File.ReadAllBytes(job.PdfPath);
            _gateway.Send(job.CustomerEmail, Subject(job), Body(job), pdf, Path.GetFileName(job.PdfPath));
            _log.WriteLine("sent proof {0} rev {1} to {2}", job.JobNumber, job.Revision, job.CustomerEmail);
            return true;
        }

        // Sends all proofs of the morning batch and returns the job numbers that failed.
        public List<string> SendBatch(IEnumerable<ProofJob> jobs)
        {
            var failed = new List<string>();
            foreach (var job in jobs)
            {
                if (!SendProof(job))
                {
                    failed.Add(job.JobNumber);
                }
            }
            return failed;
        }
    }
}
