"use strict";

const fs = require("fs");
const path = require("path");
const { renderChapter } = require("./render");
const { zipDirectory } = require("./zip");

const MIMETYPE = "application/epub+zip";

function manifestItems(book) {
  const items = book.chapters.map((ch, i) => ({
    id: `ch${String(i + 1).padStart(3, "0")}`,
    href: `text/${ch.slug}.xhtml`,
    mediaType: "application/xhtml+xml",
  }));
  if (book.cover) {
    items.unshift({ id: "cover", href: `images/${path.basename(book.cover)}`, mediaType: "image/jpeg" });
  }
  return items;
}

function opf(book) {
  const items = manifestItems(book);
  const manifest = items
    .map((it) => `    <item id="${it.id}" href="${it.href}" media-type="${it.mediaType}"/>`)
    .join("\n");
  const spine = items
    .filter((it) => it.id !== "cover")
    .map((it) => `    <itemref idref="${it.id}"/>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="bookid">urn:isbn:${book.isbn}</dc:identifier>
    <dc:title>${book.title}</dc:title>
    <dc:language>${book.language || "en"}</dc:language>
  </metadata>
  <manifest>
${manifest}
  </manifest>
  <spine>
${spine}
  </spine>
</package>
`;
}

async function writeManifest(outDir, book) {
  const file = path.join(outDir, "OEBPS", "content.opf");
  await fs.promises.writeFile(file, opf(book), "utf8");
  return file;
}

async function exportBook(book, outDir) {
  await fs.promises.mkdir(path.join(outDir, "OEBPS", "text"), { recursive: true });
  await fs.promises.mkdir(path.join(outDir, "META-INF"), { recursive: true });
  await fs.promises.writeFile(path.join(outDir, "mimetype"), MIMETYPE, "ascii");

  for (const ch of book.chapters) {
    const html = await renderChapter(ch);
    await fs.promises.writeFile(path.join(outDir, "OEBPS", "text", `${ch.slug}.xhtml`), html, "utf8");
  }

  const opfPath = await writeManifest(outDir, book);
  console.log(`wrote ${path.relative(outDir, opfPath)}`);
  return zipDirectory(outDir, `${outDir}.epub`);
}

module.exports = { exportBook, manifestItems, opf };
