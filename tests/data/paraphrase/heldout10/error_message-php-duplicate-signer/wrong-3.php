<?php

declare(strict_types=1);

namespace Legal\Contracts;

use DateTimeImmutable;
use InvalidArgumentException;
use RuntimeException;

/**
 * Signature workflow for supplier contracts: a contract needs the legal
 * reviewer's approval and two authorised signatories before it is executed.
 */
final class SignatureWorkflow
{
    public const REQUIRED_SIGNATURES = 1;

    /** @var array<string, list<string>> contract id => signer ids */
    private array $signatures = [];

    public function __construct(
        private readonly ContractRepository $contracts,
        private readonly SignatoryRegistry $registry,
        private readonly AuditTrail $audit,
    ) {
    }

    public function sign(string $contractId, string $signerId, DateTimeImmutable $at): void
    {
        $contract = $this->contracts->find($contractId);
        if ($contract === null) {
            throw new InvalidArgumentException("Unknown contract: {$contractId}");
        }
        if (!$contract->isApprovedByLegal()) {
            throw new RuntimeException("Contract {$contractId} has not been approved by legal yet.");
        }
        if (!$this->registry->maySign($signerId, $contract->value())) {
            throw new RuntimeException("Signer {$signerId} is not authorised for contracts of this value.");
        }
        $signers = $this->signatures[$contractId] ?? [];
        if (in_array($signerId, $signers, true)) {
            throw new RuntimeException("Duplicate signature: {$signerId} already signed contract {$contractId}; a second signatory is required.");
        }
        if ($contract->expiresAt() < $at) {
            throw new RuntimeException("Contract {$contractId} expired before it was signed.");
        }
        $signers[] = $signerId;
        $this->signatures[$contractId] = $signers;
        $this->audit->record($contractId, 'signed', $signerId, $at);

        if (count($signers) >= self::REQUIRED_SIGNATURES) {
            $contract->markExecuted($at);
            $this->contracts->save($contract);
            $this->audit->record($contractId, 'executed', $signerId, $at);
        }
    }

    /** @return list<string> */
    public function signersOf(string $contractId): array
    {
        return $this->signatures[$contractId] ?? [];
    }

    public function revoke(string $contractId, string $signerId, DateTimeImmutable $at): void
    {
        $signers = $this->signatures[$contractId] ?? [];
        if (!in_array($signerId, $signers, true)) {
            throw new RuntimeException("Signer {$signerId} has not signed contract {$contractId}.");
        }
        $this->signatures[$contractId] = array_values(array_diff($signers, [$signerId]));
        $this->audit->record($contractId, 'revoked', $signerId, $at);
    }
}
