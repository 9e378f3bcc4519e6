<?php

declare(strict_types=1);

namespace Catalog\Api;

use Catalog\Db;
use Catalog\Http\Request;
use Catalog\Http\Response;

/**
 * REST routes for the branch catalogue. Mounted under /api/v1 by public/index.php.
 */
final class Routes
{
    public function __construct(private Db $db)
    {
    }

    /** @return array<int, array{0: string, 1: string, 2: callable}> */
    public function table(): array
    {
        return [
            ['GET', '/books', [$this, 'listBooks']],
            ['GET', '/books/{id}', [$this, 'getBook']],
            ['POST', '/books', [$this, 'createBook']],
            ['POST', '/books/{id}/holds', [$this, 'placeHold']],
            ['DELETE', '/books/{id}/holds/{holdId}', [$this, 'cancelHold']],
        ];
    }

    public function listBooks(Request $req): Response
    {
        $limit = min(100, (int) ($req->query('limit') ?? 25));
        $rows = $this->db->all(
            'SELECT id, isbn, title, author FROM books ORDER BY title LIMIT ?',
            [$limit]
        );
        return Response::json($rows);
    }

    public function getBook(Request $req, string $id): Response
    {
        $row = $this->db->one('SELECT * FROM books WHERE id = ?', [$id]);
        return $row ? Response::json($row) : Response::notFound("book $id");
    }

    public function createBook(Request $req): Response
    {
        $body = $req->json();
        if (empty($body['isbn']) || empty($body['title'])) {
            return Response::badRequest('isbn and title are required');
        }
        $id = $this->db->insert('books', [
            'isbn' => $body['isbn'],
            'title' => $body['title'],
            'author' => $body['author'] ?? null,
        ]);
        return Response::json(['id' => $id], 201);
    }

    public function placeHold(Request $req, string $id): Response
    {
        $patron = $req->user()?->patronId();
        if ($patron === null) {
            return Response::unauthorized();
        }
        $holdId = $this->db->insert('holds', ['book_id' => $id, 'patron_id' => $patron]);
        return Response::json(['hold' => $holdId], 201);
    }

    public function cancelHold(Request $req, string $id, string $holdId): Response
    {
        $patron = $req->user()?->patronId();
        $n = $this->db->execute(
            'DELETE FROM holds WHERE id = ? AND book_id = ? AND patron_id = ?',
            [$holdId, $id, $patron]
        );
        return $n ? Response::noContent() : Response::notFound("hold $holdId");
    }
}
