package org.helixcore.pipeline

import java.nio.file.{Files, Path, Paths}

/** Settings of the alignment stage, checked before any job is submitted. */
final case class AlignConfig(
    sampleSheet: Path,
    reference: Path,
    threads: Int,
    outDir: Path,
    markDuplicates: Boolean = true
)

object AlignConfig {
  val MaxThreads = 128

  def fromArgs(args: Map[String, String]): AlignConfig =
    AlignConfig(
      sampleSheet = Paths.get(args.getOrElse("sample-sheet", "SampleSheet.csv")),
      reference = Paths.get(args.getOrElse("reference", sys.env.getOrElse("REF_DIR", ".") + "/GRCh38.fa")),
      threads = args.get("threads").map(_.toInt).getOrElse(16),
      outDir = Paths.get(args.getOrElse("out", "aligned")),
      markDuplicates = !args.contains("no-markdup")
    )

  def validate(c: AlignConfig): Either[String, AlignConfig] =
    if (!Files.exists(c.sampleSheet)) Left(s"sample sheet not found: ${c.sampleSheet}")
    else if (!Files.exists(c.reference)) Left(s"missing reference: ${c.reference}")
    else if (!Files.exists(Paths.get(c.reference.toString + ".fai"))) Left(s"reference genome not found: ${c.reference}.fai (set REF_DIR or pass --reference)")
    else if (c.threads < 1 || c.threads > MaxThreads) Left(s"threads must be between 1 and $MaxThreads, got ${c.threads}")
    else Right(c)

  def describe(c: AlignConfig): String =
    s"align ${c.sampleSheet} against ${c.reference} with ${c.threads} threads into ${c.outDir}" +
      (if (c.markDuplicates) " (marking duplicates)" else "")
}
