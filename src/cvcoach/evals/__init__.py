"""The offline eval suite: cases, graders and the runner behind `cvcoach eval`."""
