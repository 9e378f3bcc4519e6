using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Acme.Access.Doors
{
    /// <summary>
    /// Polls the badge readers on the site controllers and asks the policy
    /// service whether the door may open.
    /// </summary>
    public sealed class BadgeGateway
    {
        private readonly IReaderBus _bus;
        private readonly IAccessPolicy _policy;
        private readonly IDoorRelay _relay;
        private readonly ILogger<BadgeGateway> _log;
        private readonly TimeSpan _unlockFor = TimeSpan.FromSeconds(3);

        public BadgeGateway(IReaderBus bus, IAccessPolicy policy, IDoorRelay relay, ILogger<BadgeGateway> log)
        {
            _bus = bus;
            _policy = policy;
            _relay = relay;
            _log = log;
        }

        public async Task RunAsync(CancellationToken ct)
        {
            while (!ct.IsCancellationRequested)
            {
                BadgeRead read = await _bus.NextAsync(ct);
                try
                {
                    await HandleAsync(read, ct);
                }
                catch (Exception ex) when (ex is not OperationCanceledException)
                {
                    _log.LogError(ex, "Handling badge read from reader {Reader} failed", read.ReaderId);
                }
            }
        }

        private async Task HandleAsync(BadgeRead read, CancellationToken ct)
        {
            if (read.Crc != read.ComputeCrc())
            {
                _log.LogWarning("Corrupt frame from reader {Reader}", read.ReaderId);
                return;
            }

            Decision decision = await _policy.EvaluateAsync(read.BadgeId, read.DoorId, ct);

            if (decision.Allowed)
            {
                await _relay.UnlockAsync(read.DoorId, _unlockFor, ct);
                _log.LogInformation("Door {Door} opened for badge {Badge}", read.DoorId, read.BadgeId);
            }
            else
            {
                await _relay.SignalDeniedAsync(read.DoorId, ct);
                _log.LogInformation("Badge {Badge} denied at {Door}: {Reason}", read.BadgeId, read.DoorId, decision.Reason);
            }
        }
    }

    public interface IReaderBus { Task<BadgeRead> NextAsync(CancellationToken ct); }
    public interface IAccessPolicy { Task<Decision> EvaluateAsync(string badgeId, string doorId, CancellationToken ct); }
    public interface IDoorRelay
    {
        Task UnlockAsync(string doorId, TimeSpan duration, CancellationToken ct);
        Task SignalDeniedAsync(string doorId, CancellationToken ct);
    }

    public sealed record Decision(bool Allowed, string Reason);

    public sealed record BadgeRead(string ReaderId, string DoorId, string BadgeId, ushort Crc, byte[] Raw)
    {
        public ushort ComputeCrc()
        {
            ushort crc = 0xFFFF;
            foreach (byte b in Raw)
            {
                crc ^= b;
                for (int i = 0; i < 8; i++)
                {
                    crc = (ushort)((crc & 1) != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1);
                }
            }
            return crc;
        }
    }
}
