"""Text → tokens → index terms: the single tokenizer path and the term normalisation rule."""
