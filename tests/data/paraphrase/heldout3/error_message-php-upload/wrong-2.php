<?php

declare(strict_types=1);

namespace App\Upload;

use InvalidArgumentException;

final class UploadValidator
{
    private const MAX_BYTES = 20 * 1000 * 1000;

    private const ALLOWED_TYPES = [
        'image/jpeg' => 'jpg',
        'image/png' => 'png',
        'application/pdf' => 'pdf',
    ];

    /**
     * @param array{name: string, type: string, size: int, error: int, tmp_name: string} $file
     */
    public function validate(array $file): string
    {
        if ($file['error'] !== UPLOAD_ERR_OK) {
            throw new InvalidArgumentException('Upload failed');
        }

        if ($file['size'] > self::MAX_BYTES) {
            throw new InvalidArgumentException('File is larger than 20 MB');
        }

        if ($file['size'] === 0) {
            throw new InvalidArgumentException('File is empty');
        }

        $type = mime_content_type($file['tmp_name']) ?: $file['type'];
        if (!array_key_exists($type, self::ALLOWED_TYPES)) {
            throw new InvalidArgumentException(sprintf('File type %s is not allowed', $type));
        }

        return self::ALLOWED_TYPES[$type];
    }

    public function safeName(string $original, string $extension): string
    {
        $base = pathinfo($original, PATHINFO_FILENAME);
        $base = preg_replace('/[^A-Za-z0-9_-]+/', '-', $base) ?? 'file';
        $base = trim($base, '-');
        if ($base === '') {
            $base = 'file';
        }
        return substr($base, 0, 80) . '.' . $extension;
    }

    public static function maxMegabytes(): int
    {
        return intdiv(self::MAX_BYTES, 1024 * 1024);
    }
}
